import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 32452818,
  name: 'Beaver Warrior',
  kind: 'monster',
  categories: ['normal'],
  level: 4,
  attribute: 'EARTH',
  type: 'Beast-Warrior',
  atk: 1200,
  def: 1500,
  text: 'What this creature lacks in size it makes up for in defense when battling in the prairie.',
});
