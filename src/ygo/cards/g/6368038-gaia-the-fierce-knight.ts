import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 6368038,
  name: 'Gaia The Fierce Knight',
  kind: 'monster',
  categories: ['normal'],
  level: 7,
  attribute: 'EARTH',
  type: 'Warrior',
  atk: 2300,
  def: 2100,
  setcodes: [0xbd],
  text: 'A knight whose horse travels faster than the wind. His battle-charge is a force to be reckoned with.',
});
