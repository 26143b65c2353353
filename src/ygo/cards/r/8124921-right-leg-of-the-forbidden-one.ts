import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 8124921,
  name: 'Right Leg of the Forbidden One',
  kind: 'monster',
  categories: ['normal'],
  level: 1,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 200,
  def: 300,
  setcodes: [0x40],
  text: 'A forbidden right leg sealed by magic. Whosoever breaks this seal will know infinite power.',
});
