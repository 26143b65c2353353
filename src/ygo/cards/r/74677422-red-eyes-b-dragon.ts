import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 74677422,
  name: 'Red-Eyes B. Dragon',
  kind: 'monster',
  categories: ['normal'],
  setcodes: [0x3b],
  level: 7,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 2400,
  def: 2000,
  text: 'A ferocious dragon with a deadly attack.',
});
