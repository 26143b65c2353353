import { banishTargets, defineCard, opponentAttackDeclared, targetAttacker } from '../dsl/index.ts';

export default defineCard({
  code: 70342110,
  name: 'Dimensional Prison',
  kind: 'trap',
  trapType: 'normal',
  text: "When an opponent's monster declares an attack: Target that attacking monster; banish that target.",
  effects: [
    {
      label: 'Banish the attacking monster',
      type: 'activate',
      // 003 §3.6.3: a "when an attack is declared" card is usable only at that timing (TC-127).
      event: 'attack-declared',
      eventFilter: opponentAttackDeclared,
      category: ['banish'],
      target: targetAttacker,
      operation: [banishTargets],
    },
  ],
});
