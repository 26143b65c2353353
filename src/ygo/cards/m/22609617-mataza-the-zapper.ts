import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 22609617,
  name: 'Mataza the Zapper',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'DARK',
  type: 'Warrior',
  atk: 1300,
  def: 800,
  text: 'This card can make a second attack during each Battle Phase. Control of this face-up card on the field cannot switch.',
  // 003 §3.6.3: one attack per monster per Battle Phase, unless its own text allows more (the card wins over the rule).
  attacksPerBattlePhase: 2,
  // 003 §3.4.4: a continuous effect of the face-up card (rules/control.ts controlCanSwitch).
  statics: [{ kind: 'control-fixed' }],
});
