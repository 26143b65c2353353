import { defineCard, isSpell, onField } from '../dsl/index.ts';

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
  // 003 §3.3.2: a Special Summon monster whose only way in is "Silent Swordsman LV5" (not in the pool): never
  // properly Summoned, so no other effect may Special Summon it (special-summon.ts maySpecialSummon); "cannot be
  // Special Summoned by other ways" even once it was.
  cannotNormalSummon: true,
  mustBeProperlySummoned: true,
  cannotSpecialSummonFrom: ['hand', 'deck', 'gy', 'banished'],
  // 003 §3.4.2: a continuous effect of the face-up monster: Spell Cards on the field (both players') have their
  // effects negated while they are there; a Spell activated from the hand is on the field as it resolves (003 §3.3.3);
  // a monster equipped as an Equip Card is an Equip Spell there (003 §3.4.4, TC-103).
  statics: [{ kind: 'negate-effects', cards: (d, _self, c) => onField(c.location) && isSpell(d, c) }],
});
