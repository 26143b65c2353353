import { Reason, cardsIn, defineCard, lockPlayer, log, shuffleDeck, spell, toHand } from '../dsl/index.ts';

export default defineCard({
  code: 98645731,
  name: 'Pot of Duality',
  kind: 'spell',
  spellType: 'normal',
  text: 'Excavate the top 3 cards of your Deck, add 1 of them to your hand, also, after that, shuffle the rest back into your Deck. You can only activate 1 "Pot of Duality" per turn. You cannot Special Summon during the turn you activate this card.',
  effects: [
    spell({
      label: 'Excavate the top 3 cards of your Deck and add 1 of them to your hand',
      category: ['to-hand', 'search'],
      // 003 §3.5.1: "You can only activate 1 per turn"; a negated card activation does not use it up (TC-124, negation.ts).
      oncePerTurn: 'name',
      // "You cannot Special Summon during the turn you activate this card": not if you already did, and locked after.
      condition: (ctx) => ctx.duel.players[ctx.player].specialSummons === 0,
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck').length >= 3,
      cost: { can: () => true, pay: (ctx) => lockPlayer(ctx.duel, ctx.player, 'cannot-special-summon') },
      operation: [
        (ctx) => {
          const deck = ctx.duel.players[ctx.player].deck;
          // The top of the Deck is the end of the array.
          const top = deck.slice(-3).reverse();
          if (top.length === 0) return false;
          log(ctx.duel, {
            type: 'reveal',
            player: ctx.player,
            to: ctx.opponent,
            cards: top,
            codes: top.map((u) => ctx.card(u).code),
          });
          const pick = ctx.chooseOne(top, 'Add 1 of the excavated cards to your hand');
          // 003 §3.4.4 TC-77: adding to the hand is not drawing.
          toHand(ctx.duel, [pick], Reason.EFFECT, ctx.player);
          shuffleDeck(ctx.duel, ctx.player);
          return true;
        },
      ],
    }),
  ],
});
