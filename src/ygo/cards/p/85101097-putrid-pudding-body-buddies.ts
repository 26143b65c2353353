import { defineCard } from '../dsl/index.ts';

// Not implemented: "cannot be Tributed" while face-up, its End Phase Pendulum Zone destruction and control change, and
// its Standby Phase damage. The example (TC-122) needs its material text, which is no effect (003 §3.5).
export default defineCard({
  incomplete: '"cannot be Tributed", its End Phase and Standby Phase effects',
  code: 85101097,
  name: 'Putrid Pudding Body Buddies',
  kind: 'monster',
  categories: ['effect'],
  level: 1,
  attribute: 'WATER',
  type: 'Fiend',
  atk: 300,
  def: 300,
  // 003 §3.5: "cannot be used as a Fusion, Synchro, or Xyz Material for a Summon" is not an effect: it applies even
  // face-down (TC-122) or negated (rules/fusion.ts, synchro.ts, xyz.ts read the printed card).
  cannotBeMaterial: ['fusion', 'synchro', 'xyz'],
  text: 'Cannot be used as a Fusion, Synchro, or Xyz Material for a Summon. While this card is face-up on the field, it cannot be Tributed. During your End Phase: You can target 1 card in your Pendulum Zone; destroy it, and if you do, give control of this card to your opponent. During each of your Standby Phases: Take 300 damage.',
});
