import { Reason, changePosition, defOf, defineCard, destroy, targets } from '../dsl/index.ts';

export default defineCard({
  code: 41356845,
  name: 'Acid Trap Hole',
  kind: 'trap',
  trapType: 'normal',
  setcodes: [0x4c, 0x89],
  text: 'Target 1 face-down Defense Position monster on the field; flip it face-up, then destroy it if its DEF is 2000 or less, or return it face-down if its DEF is more than 2000.',
  effects: [
    {
      label: 'Flip 1 face-down Defense Position monster face-up, then destroy it or return it face-down',
      type: 'activate',
      category: ['position', 'destroy'],
      target: targets({
        side: 'both',
        zone: 'monsters',
        filter: (_d, c) => !c.faceUp && c.defense,
        prompt: 'Target 1 face-down Defense Position monster on the field',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || ctx.card(t).faceUp) return false;
          changePosition(ctx.duel, t, { faceUp: true, defense: true }, ctx.player);
          // 003 §2.1.2 TC-03: destroyed or turned face-down again before the chain ends, its flip effect cannot activate.
          if (defOf(ctx.duel, ctx.card(t)) <= 2000) destroy(ctx.duel, [t], Reason.EFFECT, ctx.player, ctx.asker);
          else changePosition(ctx.duel, t, { faceUp: false, defense: true }, ctx.player);
          return true;
        },
      ],
    },
  ],
});
