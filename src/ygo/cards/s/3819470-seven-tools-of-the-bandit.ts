import { answeredLink, chainedToCardActivation, defineCard, negateActivation, payLpCost } from '../dsl/index.ts';

export default defineCard({
  code: 3819470,
  name: 'Seven Tools of the Bandit',
  kind: 'trap',
  trapType: 'counter',
  text: 'When a Trap Card is activated: Pay 1000 LP; negate the activation, and if you do, destroy it.',
  effects: [
    {
      label: 'Pay 1000 LP: negate a Trap activation and destroy it',
      type: 'activate',
      category: ['negate', 'destroy'],
      // 003 §3.4.4 Negation: a Trap's card activation, chained directly (TC-85).
      condition: chainedToCardActivation(['trap']),
      // 003 §3.4.2: paying LP is the cost (TC-99: not damage).
      cost: payLpCost(1000),
      operation: [(ctx) => negateActivation(ctx.duel, answeredLink(ctx), true, ctx.player, ctx.asker)],
    },
  ],
});
