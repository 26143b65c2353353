import { defineCard, drawCards } from '../dsl/index.ts';

export default defineCard({
  code: 83968380,
  name: 'Jar of Greed',
  kind: 'trap',
  trapType: 'normal',
  text: 'Draw 1 card.',
  effects: [
    {
      label: 'Draw 1 card',
      type: 'activate',
      category: ['draw'],
      // 003 §3.4.4 Draws: with 0 cards in the Deck it cannot be activated.
      feasible: (ctx) => ctx.duel.players[ctx.player].deck.length >= 1,
      operation: [drawCards(1)],
    },
  ],
});
