import { defineCard } from '../dsl/index.ts';

const SUMMONED_SKULL = 70781052;
const RED_EYES_B_DRAGON = 74677422;

export default defineCard({
  code: 11901678,
  name: 'B. Skull Dragon',
  kind: 'monster',
  categories: ['fusion'],
  // "(This card is always treated as an 'Archfiend' card.)" (003 §3.3.1).
  setcodes: [0x45],
  level: 9,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 3200,
  def: 2500,
  text: '"Summoned Skull" + "Red-Eyes B. Dragon"\n\n\n\n(This card is always treated as an "Archfiend" card.)',
  // 003 §3.3.2: its Fusion Materials, by name.
  fusionMaterials: [{ code: SUMMONED_SKULL }, { code: RED_EYES_B_DRAGON }],
});
