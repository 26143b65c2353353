import { defineCard } from '../dsl/index.ts';

// Not implemented: "Your opponent cannot target this card with card effects, also it cannot be destroyed by your
// opponent's card effects" and the double piercing damage (the engine has no targeting protection or piercing yet).
// The example (TC-33) needs only its Ritual Summon.
export default defineCard({
  incomplete: 'its targeting and destruction protection and its double piercing damage',
  code: 55410871,
  name: 'Blue-Eyes Chaos MAX Dragon',
  kind: 'monster',
  categories: ['effect', 'ritual'],
  level: 8,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 4000,
  def: 0,
  setcodes: [0xdd, 0xcf],
  text: 'You can Ritual Summon this card with "Chaos Form". Must be Ritual Summoned. Your opponent cannot target this card with card effects, also it cannot be destroyed by your opponent\'s card effects. If this card attacks a Defense Position monster, inflict double piercing battle damage.',
  // 003 §3.3.2: "Must be Ritual Summoned".
  mustBeProperlySummoned: true,
});
