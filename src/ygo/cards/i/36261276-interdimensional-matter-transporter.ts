import { Reason, addDelayed, banish, defineCard, targets } from '../dsl/index.ts';

export default defineCard({
  code: 36261276,
  name: 'Interdimensional Matter Transporter',
  kind: 'trap',
  trapType: 'normal',
  text: 'Target 1 face-up monster you control; banish that target until the End Phase.',
  effects: [
    {
      label: 'Banish 1 face-up monster you control until the End Phase',
      type: 'activate',
      category: ['banish'],
      target: targets({
        side: 'you',
        zone: 'monsters',
        filter: (_d, c) => c.faceUp,
        prompt: 'Target 1 face-up monster you control',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          const c = t >= 0 ? ctx.card(t) : null;
          // 003 §3.4.3: a target that moved, or is no longer face-up under your control, is not banished.
          if (!c || c.location !== 'mzone' || !c.faceUp || c.controller !== ctx.player) return false;
          const as = { faceUp: c.faceUp, defense: c.defense, controller: c.controller };
          banish(ctx.duel, [t], Reason.EFFECT, ctx.player);
          if (ctx.card(t).location !== 'banished') return false;
          // 003 §3.4.4 temporary banishment: it comes back in this turn's End Phase, as it was, if it is still the card
          // banished now (TC-81).
          addDelayed(ctx.duel, ctx.player, ctx.self.code, 'return-from-banished', [t], ctx.duel.turn, [as]);
          return true;
        },
      ],
    },
  ],
});
