import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 70903634,
  name: 'Right Arm of the Forbidden One',
  kind: 'monster',
  categories: ['normal'],
  level: 1,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 200,
  def: 300,
  setcodes: [0x40],
  text: 'A forbidden right arm sealed by magic. Whosoever breaks this seal will know infinite power.',
});
