import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 66889139,
  name: 'Gaia the Dragon Champion',
  kind: 'monster',
  categories: ['fusion'],
  level: 7,
  attribute: 'WIND',
  type: 'Dragon',
  atk: 2600,
  def: 2100,
  text: '"Gaia The Fierce Knight" + "Curse of Dragon"',
  // 003 §3.3.2: a Fusion Monster's materials, as printed.
  fusionMaterials: [{ code: 6368038 }, { code: 28279543 }],
  // 003 §3.3.2: an Extra Deck monster can be revived (Monster Reborn) only after being properly Fusion Summoned.
  mustBeProperlySummoned: true,
});
