import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 45815891,
  name: 'Scrap Archfiend',
  kind: 'monster',
  categories: ['synchro'],
  level: 7,
  attribute: 'EARTH',
  type: 'Fiend',
  atk: 2700,
  def: 1800,
  setcodes: [0x24, 0x45],
  text: '1 Tuner + 1 or more non-Tuner monsters',
  // 003 §3.3.2: any Tuner and one or more non-Tuners.
  synchroMaterials: {},
  mustBeProperlySummoned: true,
});
