import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 28279543,
  name: 'Curse of Dragon',
  kind: 'monster',
  categories: ['normal'],
  level: 5,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 2000,
  def: 1500,
  text: 'A wicked dragon that taps into dark forces to execute a powerful attack.',
});
