import { cardsIn, defineCard, trapMonsterActivation } from '../dsl/index.ts';

const GADGETS = [41172955, 86445415, 13839120]; // Green, Red, Yellow Gadget

export default defineCard({
  code: 13955608,
  name: 'Stronghold the Moving Fortress',
  kind: 'trap',
  trapType: 'continuous',
  // 003 §3.4.4 "Trap monsters": the statistics it has as a monster (an Effect Monster, TC-107).
  categories: ['effect'],
  level: 4,
  attribute: 'EARTH',
  type: 'Machine',
  atk: 0,
  def: 2000,
  setcodes: [0x89],
  text: 'Special Summon this card in Defense Position as an Effect Monster (Machine/EARTH/Level 4/ATK 0/DEF 2000). (This card is also still a Trap.) While you control "Green Gadget", "Red Gadget", and "Yellow Gadget", this card gains 3000 ATK.',
  // A continuous effect it applies as a monster (003 §3.4.4): from the Monster Zone.
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      range: 'mzone',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (d, self) => {
        const mine = cardsIn(d, self.controller, 'you', 'monsters', (_x, c) => c.faceUp).map((u) => d.cards[u]!.code);
        return GADGETS.every((g) => mine.includes(g)) ? 3000 : 0;
      },
    },
  ],
  effects: [trapMonsterActivation('defense')],
});
