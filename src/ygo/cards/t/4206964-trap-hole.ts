import { atkAtLeast, defineCard, destroyTargets, targetable } from '../dsl/index.ts';

export default defineCard({
  code: 4206964,
  name: 'Trap Hole',
  kind: 'trap',
  trapType: 'normal',
  setcodes: [0x4c, 0x89],
  text: 'When your opponent Normal or Flip Summons 1 monster with 1000 or more ATK: Target that monster; destroy that target.',
  effects: [
    {
      label: 'Destroy the Summoned monster',
      type: 'activate',
      event: 'summoned',
      category: ['destroy'],
      // Only a Normal or Flip Summon by the opponent of a monster with 1000+ ATK that is still there.
      eventFilter: (ctx, ev) => {
        const c = ctx.card(ev.uid);
        return (
          ev.player !== ctx.player &&
          c.stamp === ev.stamp &&
          (c.summon === 'normal' || c.summon === 'tribute' || c.summon === 'flip') &&
          atkAtLeast(1000)(ctx.duel, c) &&
          // 003 §3.4.3: a monster that cannot be targeted (Forbidden Dress) cannot be chosen.
          targetable(ctx.duel, c.uid, ctx.self.uid)
        );
      },
      target: {
        can: () => true,
        choose: (ctx) => ctx.setTargets([ctx.eventCard()]),
      },
      operation: [destroyTargets],
    },
  ],
});
