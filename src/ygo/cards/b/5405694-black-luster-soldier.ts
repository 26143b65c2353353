import { defineCard } from '../dsl/index.ts';

// A Ritual Monster without effects (003 §3.3.2: neither Normal nor Effect); "You can Ritual Summon this card with
// 'Black Luster Ritual'" is its Ritual Spell's own text (rules/ritual.ts), not an effect.
export default defineCard({
  code: 5405694,
  name: 'Black Luster Soldier',
  kind: 'monster',
  categories: ['ritual'],
  level: 8,
  attribute: 'EARTH',
  type: 'Warrior',
  atk: 3000,
  def: 2500,
  setcodes: [0x10cf],
  text: 'You can Ritual Summon this card with "Black Luster Ritual".',
});
