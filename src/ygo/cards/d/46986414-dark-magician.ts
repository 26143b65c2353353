import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 46986414,
  name: 'Dark Magician',
  kind: 'monster',
  categories: ['normal'],
  level: 7,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 2500,
  def: 2100,
  setcodes: [0x10a2],
  text: "''The ultimate wizard in terms of attack and defense.''",
});
