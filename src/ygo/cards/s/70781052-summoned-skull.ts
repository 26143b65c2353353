import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 70781052,
  name: 'Summoned Skull',
  kind: 'monster',
  categories: ['normal'],
  level: 6,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 2500,
  def: 1200,
  setcodes: [0x45],
  text: 'A fiend with dark powers for confusing the enemy. Among the Fiend-Type monsters, this monster boasts considerable force.\n\n(This card is always treated as an "Archfiend" card.)',
});
