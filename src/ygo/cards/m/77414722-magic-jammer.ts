import { answeredLink, chainedToCardActivation, defineCard, discardCost, negateActivation } from '../dsl/index.ts';

export default defineCard({
  code: 77414722,
  name: 'Magic Jammer',
  kind: 'trap',
  trapType: 'counter',
  text: 'When a Spell Card is activated: Discard 1 card; negate the activation, and if you do, destroy it.',
  effects: [
    {
      label: 'Discard 1 card: negate a Spell activation and destroy it',
      type: 'activate',
      category: ['negate', 'destroy'],
      // 003 §3.4.4 Negation: a Spell's card activation, chained directly (TC-85); Counter Trap = Spell Speed 3.
      condition: chainedToCardActivation(['spell']),
      // 003 §3.4.2: discarding is the cost.
      cost: discardCost(1),
      operation: [(ctx) => negateActivation(ctx.duel, answeredLink(ctx), true, ctx.player, ctx.asker)],
    },
  ],
});
