/** OP04-041 Apis: [On Play] You may trash 2 cards from your hand: Look at 5 cards from the top of your deck; reveal up to 1 {East Blue} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, searchTop, trashFromHandCost } from '../dsl.ts';

export default card('OP04-041', {
  text: '[On Play] You may trash 2 cards from your hand: Look at 5 cards from the top of your deck; reveal up to 1 {East Blue} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { cost: [trashFromHandCost(2)], mayPay: true, text: 'trash 2: look at 5, an {East Blue} card to hand' },
      searchTop(5, 1, { types: ['East Blue'] }),
    ),
  ],
});
