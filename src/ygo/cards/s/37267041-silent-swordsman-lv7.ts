import { defineCard, isSpell } from '../dsl/index.ts';

export default defineCard({
  code: 37267041,
  name: 'Silent Swordsman LV7',
  kind: 'monster',
  categories: ['effect', 'special-summon'],
  level: 7,
  attribute: 'LIGHT',
  type: 'Warrior',
  atk: 2800,
  def: 1000,
  setcodes: [0x41, 0xe7],
  text: 'Cannot be Normal Summoned/Set. Must be Special Summoned by "Silent Swordsman LV5", and cannot be Special Summoned by other ways. Negate all Spell effects on the field.',
  // 003 §3.3.2: a Special Summon monster; "cannot be Special Summoned by other ways": only "Silent Swordsman LV5",
  // which this engine does not have, may Summon it, so no effect here may (it only ever arrives placed by a scenario).
  cannotNormalSummon: true,
  mustBeProperlySummoned: true,
  cannotSpecialSummonFrom: ['hand', 'deck', 'gy', 'banished'],
  // A monster continuous effect: every face-up Spell Card on the field has its effects negated, a monster equipped
  // as an Equip Card included (003 §3.4.4: an Equip Spell there, TC-103).
  statics: [
    {
      kind: 'negate-effects',
      cards: (d, _self, c) => (c.location === 'szone' || c.location === 'fzone') && c.faceUp && isSpell(d, c),
    },
  ],
});
