import { defineCard } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  incomplete: 'its Standby Phase Level increase and 400 damage',
  code: 82971335,
  name: 'Fortune Lady Earth',
  kind: 'monster',
  categories: ['effect'],
  level: 6,
  attribute: 'EARTH',
  type: 'Spellcaster',
  // 003 §3.3.1: "?" ATK/DEF (-2 in the card database): 0 on the field unless its own effect applies,
  // undetermined in the Deck or GY (TC-20).
  atk: -2,
  def: -2,
  setcodes: [0x31],
  text: "This card's ATK and DEF are equal to its Level x 400. During each of your Standby Phases, increase the Level of this card by 1 (max 12). When the Level of this card increases, inflict 400 damage to your opponent.",
  // A continuous effect while face-up on the field.
  statics: [
    {
      kind: 'atk',
      mode: 'set',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (_d, self) => (cardDef(self.code).level ?? 0) * 400,
    },
    {
      kind: 'def',
      mode: 'set',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (_d, self) => (cardDef(self.code).level ?? 0) * 400,
    },
  ],
  // TODO(kernel): the Standby Phase Level increase and its 400 damage need Level-changing effects (003 §3.3.1).
});
