import { defineCard, discardCost, drawCards, spell } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  code: 38120068,
  name: 'Trade-In',
  kind: 'spell',
  spellType: 'normal',
  text: 'Discard 1 Level 8 monster; draw 2 cards.',
  effects: [
    spell({
      label: 'Discard 1 Level 8 monster: draw 2 cards',
      category: ['draw'],
      // 003 §3.4.2: the discard is the cost.
      cost: discardCost(1, (_d, c) => cardDef(c.code).kind === 'monster' && cardDef(c.code).level === 8),
      // 003 §3.4.4 Draws: "draw N" needs N cards in the Deck.
      feasible: (ctx) => ctx.duel.players[ctx.player].deck.length >= 2,
      operation: [drawCards(2)],
    }),
  ],
});
