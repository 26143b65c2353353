import { Reason, answeredLink, chainedToCardActivation, defineCard, draw, negateActivation } from '../dsl/index.ts';

export default defineCard({
  code: 77538567,
  name: 'Dark Bribe',
  kind: 'trap',
  trapType: 'counter',
  text: "When an opponent's Spell/Trap Card is activated: Your opponent draws 1 card, also negate the Spell/Trap activation, and if you do, destroy it.",
  effects: [
    {
      label: 'Your opponent draws 1 card; negate a Spell/Trap activation and destroy it',
      type: 'activate',
      category: ['negate', 'destroy', 'draw'],
      // 003 §3.4.4 Negation: an opponent's Spell/Trap card activation, chained directly.
      condition: (ctx) =>
        chainedToCardActivation(['spell', 'trap'])(ctx) && ctx.duel.chain[answeredLink(ctx)]!.player !== ctx.player,
      operation: [
        (ctx) => {
          // "also": both happen at once, the draw regardless of the negation.
          negateActivation(ctx.duel, answeredLink(ctx), true, ctx.player, ctx.asker);
          draw(ctx.duel, ctx.opponent, 1, Reason.EFFECT);
        },
      ],
    },
  ],
});
