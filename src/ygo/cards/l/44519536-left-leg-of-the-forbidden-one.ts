import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 44519536,
  name: 'Left Leg of the Forbidden One',
  kind: 'monster',
  categories: ['normal'],
  level: 1,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 200,
  def: 300,
  setcodes: [0x40],
  text: 'A forbidden left leg sealed by magic. Whosoever breaks this seal will know infinite power.',
});
