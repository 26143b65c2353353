import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 22916281,
  name: 'Chosen by the World Chalice',
  kind: 'monster',
  categories: ['normal'],
  level: 3,
  attribute: 'FIRE',
  type: 'Psychic',
  atk: 1600,
  def: 0,
  setcodes: [0xfd],
  text: 'Inspired by the World Hero legends he heard as a boy, this crusader adds a piece to his armor from every Mekkstrosity he destroys. He has set out on a quest from Fairy Lee to recover the Seven World Legacies and save their world.',
});
