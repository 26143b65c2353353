import { attackPosition, cardsIn, defineCard, destroyAll, opponentAttackDeclared } from '../dsl/index.ts';

export default defineCard({
  code: 44095762,
  name: 'Mirror Force',
  kind: 'trap',
  trapType: 'normal',
  text: "When an opponent's monster declares an attack: Destroy all your opponent's Attack Position monsters.",
  effects: [
    {
      label: "Destroy all your opponent's Attack Position monsters",
      type: 'activate',
      // 003 §3.6.3: a "when an attack is declared" card is usable only at that timing (TC-127, TC-128).
      event: 'attack-declared',
      eventFilter: opponentAttackDeclared,
      category: ['destroy'],
      // 003 §3.4.3: needs something to destroy when activated; not a target, so it is re-checked on resolution.
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'opponent', 'monsters', attackPosition).length > 0,
      operation: [destroyAll('opponent', 'monsters', attackPosition)],
    },
  ],
});
