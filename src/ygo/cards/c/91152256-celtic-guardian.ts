import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 91152256,
  name: 'Celtic Guardian',
  kind: 'monster',
  categories: ['normal'],
  level: 4,
  attribute: 'EARTH',
  type: 'Warrior',
  atk: 1400,
  def: 1200,
  setcodes: [0xe4],
  text: 'An elf who learned to wield a sword, he baffles enemies with lightning-swift attacks.',
});
