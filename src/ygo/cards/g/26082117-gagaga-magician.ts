import { defineCard } from '../dsl/index.ts';

// Not implemented: declaring a Level (the engine has no Level changes yet) and "You can only control 1". The example
// (003 §3.3.2 TC-21) uses it as an Xyz Material.
export default defineCard({
  incomplete: 'its Level declaration and "You can only control 1"',
  code: 26082117,
  name: 'Gagaga Magician',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [0x54],
  level: 4,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 1500,
  def: 1000,
  text: 'Once per turn: You can declare a Level from 1 to 8; this card becomes that Level until the End Phase. You can only control 1 "Gagaga Magician". This card cannot be used as a Synchro Material Monster.',
  // 003 §3.5.2: material-restriction text.
  cannotBeMaterial: ['synchro'],
});
