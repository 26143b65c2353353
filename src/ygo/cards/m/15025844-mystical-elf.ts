import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 15025844,
  name: 'Mystical Elf',
  kind: 'monster',
  categories: ['normal'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Spellcaster',
  atk: 800,
  def: 2000,
  text: 'A delicate elf that lacks offense, but has a terrific defense backed by mystical power.',
});
