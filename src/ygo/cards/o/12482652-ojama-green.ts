import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 12482652,
  name: 'Ojama Green',
  kind: 'monster',
  categories: ['normal'],
  level: 2,
  attribute: 'LIGHT',
  type: 'Beast',
  atk: 0,
  def: 1000,
  setcodes: [0xf],
  text: "He's one of the Ojama Trio. It's said that he butts in by any means necessary. It's also said that when the three are together, something happens.",
});
