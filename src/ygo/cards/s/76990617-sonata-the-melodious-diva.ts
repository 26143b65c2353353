import {
  cardsIn,
  defineCard,
  faceUp,
  inArchetype,
  wasSpecialSummoned,
  type CardInstance,
  type DuelState,
  typeOf,
} from '../dsl/index.ts';

const MELODIOUS = 0x9b;

// "While this Special Summoned card is on the field": only a Special Summoned Sonata gives the boost.
const boosts = (d: DuelState, self: CardInstance, c: CardInstance): boolean =>
  wasSpecialSummoned(self) && c.controller === self.controller && c.faceUp && typeOf(d, c) === 'Fairy';

export default defineCard({
  code: 76990617,
  name: 'Sonata the Melodious Diva',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'LIGHT',
  type: 'Fairy',
  atk: 1200,
  def: 1000,
  setcodes: [0x9b],
  text: 'If you control a "Melodious" monster, you can Special Summon this card (from your hand). While this Special Summoned card is on the field, all Fairy-Type monsters you control gain 500 ATK and DEF.',
  // 003 §3.3.2: an inherent Special Summon (no chain, negatable like a Normal Summon).
  summonProcedures: [
    {
      label: 'Special Summon (you control a "Melodious" monster)',
      from: ['hand'],
      condition: (duel, _self, player) =>
        cardsIn(duel, player, 'you', 'monsters', (d, c) => faceUp(d, c) && inArchetype(d, c, MELODIOUS)).length > 0,
    },
  ],
  // 003 §3.3.2 TC-47: a continuous effect applies the instant the monster is face-up, already on Summon.
  statics: [
    { kind: 'atk', mode: 'add', affects: boosts, value: () => 500 },
    { kind: 'def', mode: 'add', affects: boosts, value: () => 500 },
  ],
});
