import { Reason, cardsIn, defineCard, draw, sendToGy, spell, type EffectContext, type PlayerId } from '../dsl/index.ts';

const handOf = (ctx: EffectContext, p: PlayerId): number[] =>
  cardsIn(ctx.duel, p, 'you', 'hand').filter((u) => u !== ctx.self.uid);

/** "Each player sends 2 cards from their hand to the GY": a send, not a discard (003 §3.4.4 TC-80). */
const send =
  (who: 'turn' | 'other') =>
  (ctx: EffectContext): boolean => {
    const p = (who === 'turn' ? ctx.duel.turnPlayer : 1 - ctx.duel.turnPlayer) as PlayerId;
    const pick = ctx.choose({
      from: handOf(ctx, p),
      min: 2,
      max: 2,
      prompt: 'Send 2 cards from your hand to the GY',
      player: p,
    });
    if (pick.length < 2) return false;
    sendToGy(ctx.duel, pick, Reason.EFFECT, ctx.player, ctx.asker);
    return true;
  };

const drawTwo =
  (who: 'turn' | 'other') =>
  (ctx: EffectContext): void => {
    draw(ctx.duel, (who === 'turn' ? ctx.duel.turnPlayer : 1 - ctx.duel.turnPlayer) as PlayerId, 2, Reason.EFFECT);
  };

export default defineCard({
  code: 74519184,
  name: 'Hand Destruction',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Each player sends 2 cards from their hand to the GY, then draws 2 cards.',
  effects: [
    spell({
      label: 'Each player sends 2 cards from their hand to the GY, then draws 2 cards',
      category: ['to-gy', 'draw'],
      feasible: (ctx) => handOf(ctx, 0).length >= 2 && handOf(ctx, 1).length >= 2,
      // 003 §3.4.1 TC-56: when both players act, the turn player goes first: TP sends 2 → opp sends 2 → TP draws 2 → opp draws 2.
      operation: [send('turn'), send('other'), drawTwo('turn'), drawTwo('other')],
    }),
  ],
});
