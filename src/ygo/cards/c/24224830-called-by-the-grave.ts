import { Reason, banish, defineCard, isMonster, lockPlayer, spell, targets } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  code: 24224830,
  name: 'Called by the Grave',
  kind: 'spell',
  spellType: 'quick-play',
  text: "Target 1 monster in your opponent's GY; banish it, and if you do, until the end of the next turn, its effects are negated, as well as the activated effects and effects on the field of monsters with the same original name.",
  effects: [
    spell({
      label:
        "Banish 1 monster from your opponent's GY; negate the effects of monsters with its name until the end of the next turn",
      category: ['banish', 'negate'],
      target: targets({
        side: 'opponent',
        zone: 'gy',
        filter: isMonster,
        prompt: "Target 1 monster in your opponent's GY",
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || ctx.card(t).location !== 'gy') return false;
          banish(ctx.duel, [t], Reason.EFFECT, ctx.player);
          // "and if you do": only once it is banished (a replacement could have stopped it).
          if (ctx.card(t).location !== 'banished') return false;
          // 003 §3.4.4: by its original name, for either player, until the end of the next turn; an effect already
          // on the chain (Ash Blossom in the GY) is negated when it resolves (chain.ts).
          lockPlayer(ctx.duel, ctx.player, 'negate-monster-name', cardDef(ctx.card(t).code).code, 1);
          return true;
        },
      ],
    }),
  ],
});
