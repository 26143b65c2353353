/** OP03-113 Charlotte Perospero: [On K.O.] Look at 3 cards from the top of your deck; reveal up to 1 {Big Mom Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] You may trash 1 card from your hand: Play this card. */
import { card, onKO, playThis, searchTop, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP03-113', {
  text: '[On K.O.] Look at 3 cards from the top of your deck; reveal up to 1 {Big Mom Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] You may trash 1 card from your hand: Play this card.',
  abilities: [
    onKO(
      { text: 'look at 3: add up to 1 {Big Mom Pirates} type card' },
      searchTop(3, 1, { types: ['Big Mom Pirates'] }),
    ),
    trigger({ cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1 card: play this card' }, playThis),
  ],
});
