import { cardsIn, defineCard, destroyTargets, discardCost, spell, targetable } from '../dsl/index.ts';
import type { EffectContext } from '../dsl/index.ts';

/** Spells/Traps on the field it may target (003 §3.4.3: a Quick-Play Spell cannot target itself). */
const candidates = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'both', 'spell-trap-cards').filter(
    (u) => u !== ctx.self.uid && targetable(ctx.duel, u, ctx.self.uid),
  );

export default defineCard({
  code: 43898403,
  name: 'Twin Twisters',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Discard 1 card, then target up to 2 Spells/Traps on the field; destroy them.',
  effects: [
    spell({
      label: 'Discard 1 card: destroy up to 2 Spells/Traps on the field',
      category: ['destroy'],
      // 003 §3.4.1: discarding is the cost, paid before the targets are chosen ("then target").
      cost: discardCost(1),
      // "Up to 2": 1 or 2 targets.
      target: {
        can: (ctx) => candidates(ctx).length > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({ from: candidates(ctx), min: 1, max: 2, prompt: 'Target up to 2 Spells/Traps on the field' }),
          ),
      },
      operation: [destroyTargets],
    }),
  ],
});
