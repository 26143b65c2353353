import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 41392891,
  name: 'Feral Imp',
  kind: 'monster',
  categories: ['normal'],
  level: 4,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 1300,
  def: 1400,
  text: 'A playful little fiend that lurks in the dark, waiting to attack an unwary enemy.',
});
