import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 97204936,
  name: 'Gaia Knight, the Force of Earth',
  kind: 'monster',
  categories: ['synchro'],
  level: 6,
  attribute: 'EARTH',
  type: 'Warrior',
  atk: 2600,
  def: 800,
  text: '1 Tuner + 1 or more non-Tuner monsters',
  // 003 §3.3.2: any Tuner and one or more non-Tuners.
  synchroMaterials: {},
  mustBeProperlySummoned: true,
});
