import { canSummonTokens, defineCard, summonTokens } from '../dsl/index.ts';

const SECURITY_TOKEN = 93104633;

export default defineCard({
  code: 93104632,
  name: 'One-Time Passcode',
  kind: 'trap',
  trapType: 'normal',
  text: 'Special Summon 1 "Security Token" (Cyberse/LIGHT/Level 4/ATK 2000/DEF 2000) in Defense Position. You can only activate 1 "One-Time Passcode" per turn.',
  effects: [
    {
      label: 'Special Summon 1 "Security Token" in Defense Position',
      type: 'activate',
      category: ['special-summon'],
      // 003 §3.5.1: "You can only activate 1 per turn".
      oncePerTurn: 'name',
      // 003 §3.4.3: no free Main Monster Zone, no activation.
      feasible: (ctx) => canSummonTokens(ctx.duel, ctx.player, 1),
      operation: [
        (ctx) => {
          if (!canSummonTokens(ctx.duel, ctx.player, 1)) return false;
          return summonTokens(ctx, [SECURITY_TOKEN], { defense: true }).length > 0;
        },
      ],
    },
  ],
});
