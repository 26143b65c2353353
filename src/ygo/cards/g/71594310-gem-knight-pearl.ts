import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 71594310,
  name: 'Gem-Knight Pearl',
  kind: 'monster',
  categories: ['xyz'],
  rank: 4,
  attribute: 'EARTH',
  type: 'Rock',
  atk: 2600,
  def: 1900,
  setcodes: [0x1047],
  text: '2 Level 4 monsters',
  // 003 §3.3.2: exactly two Level 4 monsters.
  xyzMaterials: { level: 4, min: 2, max: 2 },
  mustBeProperlySummoned: true,
});
