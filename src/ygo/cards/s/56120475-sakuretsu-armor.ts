import { defineCard, destroyTargets, opponentAttackDeclared, targetAttacker } from '../dsl/index.ts';

export default defineCard({
  code: 56120475,
  name: 'Sakuretsu Armor',
  kind: 'trap',
  trapType: 'normal',
  text: "When an opponent's monster declares an attack: Target the attacking monster; destroy that target.",
  effects: [
    {
      label: 'Destroy the attacking monster',
      type: 'activate',
      // 003 §3.6.3: activated in the Battle Step right after the attack declaration.
      event: 'attack-declared',
      eventFilter: opponentAttackDeclared,
      category: ['destroy'],
      target: targetAttacker,
      operation: [destroyTargets],
    },
  ],
});
