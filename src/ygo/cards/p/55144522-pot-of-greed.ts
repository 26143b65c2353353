import { defineCard, drawCards, spell } from '../dsl/index.ts';

export default defineCard({
  code: 55144522,
  name: 'Pot of Greed',
  kind: 'spell',
  spellType: 'normal',
  text: 'Draw 2 cards.',
  effects: [
    spell({
      label: 'Draw 2 cards',
      category: ['draw'],
      // 003 §3.4.4: "Draw N" needs N cards in the Deck.
      feasible: (ctx) => ctx.duel.players[ctx.player].deck.length >= 2,
      operation: [drawCards(2)],
    }),
  ],
});
