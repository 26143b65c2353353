import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 13039848,
  name: 'Giant Soldier of Stone',
  kind: 'monster',
  categories: ['normal'],
  level: 3,
  attribute: 'EARTH',
  type: 'Rock',
  atk: 1300,
  def: 2000,
  text: 'A giant warrior made of stone. A punch from this creature has earth-shaking results.',
});
