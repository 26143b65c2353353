import { Reason, cardsIn, defineCard, discard, drawCards, spell } from '../dsl/index.ts';

export default defineCard({
  code: 79571449,
  name: 'Graceful Charity',
  kind: 'spell',
  spellType: 'normal',
  text: 'Draw 3 cards, then discard 2 cards.',
  effects: [
    spell({
      label: 'Draw 3 cards, then discard 2 cards',
      category: ['draw', 'discard'],
      // 003 §3.4.4 Draws: "draw N" needs N cards in the Deck.
      feasible: (ctx) => ctx.duel.players[ctx.player].deck.length >= 3,
      operation: [
        drawCards(3),
        // "then": 003 §3.5.3 TC-125: a win condition met after the draw but broken by the discard does not win.
        (ctx) => {
          const hand = cardsIn(ctx.duel, ctx.player, 'you', 'hand');
          const pick = ctx.choose({
            from: hand,
            min: Math.min(2, hand.length),
            max: Math.min(2, hand.length),
            prompt: 'Discard 2 cards',
          });
          if (pick.length) discard(ctx.duel, pick, Reason.EFFECT, ctx.player, ctx.asker);
        },
      ],
    }),
  ],
});
