import {
  Reason,
  banish,
  cardsIn,
  defineCard,
  draw,
  lockPlayer,
  mayDraw,
  pickAtRandom,
  spell,
  startOfMainPhase1,
  type EffectContext,
} from '../dsl/index.ts';

/** The face-down cards of your Extra Deck (all of them: this engine has no face-up Extra Deck cards). */
const faceDownExtra = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'extra', (_d, c) => !c.faceUp);

export default defineCard({
  code: 49238328,
  name: 'Pot of Extravagance',
  kind: 'spell',
  spellType: 'normal',
  text: 'At the start of your Main Phase 1: Banish 3 or 6 random face-down cards from your Extra Deck, face-down; draw 1 card for every 3 cards banished. For the rest of this turn after this card resolves, you cannot draw any cards by card effects.',
  effects: [
    spell({
      label: 'Banish 3 or 6 random face-down cards from your Extra Deck, face-down; draw 1 card for every 3',
      category: ['banish', 'draw'],
      // 003 §3.6.3: only at the start of your Main Phase 1, before anything else happens in it.
      condition: startOfMainPhase1,
      // 003 §3.4.1: it must be able to banish 3 and draw.
      feasible: (ctx) => faceDownExtra(ctx).length >= 3 && mayDraw(ctx.duel, ctx.player, true),
      operation: [
        (ctx) => {
          const pool = faceDownExtra(ctx);
          if (pool.length >= 3) {
            // 3 or 6, as the player chooses (asked before anything moves); 6 only when there are 6.
            const six = pool.length >= 6 && ctx.chooseOption(['Banish 3', 'Banish 6'], 'Banish how many cards?') === 1;
            // "Random": the duel's seeded generator picks, the player does not (hidden from the opponent: face-down).
            const picked = pickAtRandom(ctx.duel, pool, six ? 6 : 3);
            banish(ctx.duel, picked, Reason.EFFECT, ctx.player, false);
            const gone = picked.filter((u) => ctx.card(u).location === 'banished').length;
            if (gone >= 3) draw(ctx.duel, ctx.player, Math.floor(gone / 3), Reason.EFFECT);
          }
          // "For the rest of this turn after this card resolves, you cannot draw any cards by card effects."
          lockPlayer(ctx.duel, ctx.player, 'cannot-draw-by-effect');
        },
      ],
    }),
  ],
});
