import { defineCard, nameOf, searchDeck, spellsInGy, wasSpecialSummoned, type CardFilter } from '../dsl/index.ts';
import { isSkyStrikerSpell, nonAttributeAce } from '../archetypes/sky-striker.ts';

/** "1 "Sky Striker" Spell …, with a name different from the cards in your GY" (003 §3.3.1: current names). */
const newSpell: CardFilter = (d, c) =>
  isSkyStrikerSpell(d, c) && d.players[c.owner].gy.every((u) => nameOf(d, d.cards[u]!) !== nameOf(d, c));

export default defineCard({
  code: 90673288,
  name: 'Sky Striker Ace - Shizuku',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 1,
  linkArrows: ['top-right'],
  attribute: 'WATER',
  type: 'Warrior',
  atk: 1500,
  setcodes: [0x1115],
  text: '1 non-WATER "Sky Striker Ace" monster\r\nMonsters your opponent controls lose 100 ATK/DEF for each Spell in your GY. Once per turn, during the End Phase, if this card was Special Summoned this turn: You can add 1 "Sky Striker" Spell from your Deck to your hand, with a name different from the cards in your GY. You can only Special Summon "Sky Striker Ace - Shizuku(s)" once per turn.',
  // 003 §3.3.2: 1 non-WATER "Sky Striker Ace" monster.
  linkMaterials: nonAttributeAce('WATER'),
  // 003 §2.1.5: "You can only Special Summon "Sky Striker Ace - Shizuku(s)" once per turn".
  specialSummonOncePerTurn: true,
  effects: [
    {
      label: 'Add 1 "Sky Striker" Spell from your Deck to your hand (a name not in your GY)',
      // 003 §3.4.3: an optional trigger in the End Phase (either player's), "if this card was Special Summoned this
      // turn": still the card that came to the field this turn by a Special Summon.
      type: 'trigger',
      event: 'phase-end',
      eventFilter: (ctx) =>
        ctx.self.location === 'mzone' &&
        ctx.self.faceUp &&
        wasSpecialSummoned(ctx.self) &&
        ctx.self.turnIn === ctx.duel.turn,
      // 003 §3.5.1: "Once per turn" (a soft once per turn: this copy).
      oncePerTurn: 'card',
      category: ['search', 'to-hand'],
      feasible: (ctx) => ctx.duel.players[ctx.player].deck.some((u) => newSpell(ctx.duel, ctx.card(u))),
      operation: [searchDeck(newSpell, 'Add 1 "Sky Striker" Spell from your Deck to your hand')],
    },
  ],
  // 003 §3.4.2: "Monsters your opponent controls lose 100 ATK/DEF for each Spell in your GY".
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, t) => t.controller !== self.controller,
      value: (d, self) => -100 * spellsInGy(d, self.controller),
    },
    {
      kind: 'def',
      mode: 'add',
      affects: (_d, self, t) => t.controller !== self.controller,
      value: (d, self) => -100 * spellsInGy(d, self.controller),
    },
  ],
});
