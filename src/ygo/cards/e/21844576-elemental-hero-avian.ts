import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 21844576,
  name: 'Elemental HERO Avian',
  kind: 'monster',
  categories: ['normal'],
  setcodes: [0x3008],
  level: 3,
  attribute: 'WIND',
  type: 'Warrior',
  atk: 1000,
  def: 1000,
  text: 'A winged Elemental HERO who wheels through the sky and manipulates the wind. His signature move, Featherbreak, gives villainy a blow from sky-high.',
});
