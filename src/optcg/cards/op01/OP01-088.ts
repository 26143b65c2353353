/** OP01-088 Desert Spada: [Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, look at 3 cards from the top of your deck and place them at the top or bottom of the deck in any order. [Trigger] Draw 2 cards and trash 1 card from your hand. */
import { addPower, card, counter, draw, lookAndReturn, trashFromHand, trigger } from '../dsl.ts';

export default card('OP01-088', {
  text: '[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, look at 3 cards from the top of your deck and place them at the top or bottom of the deck in any order. [Trigger] Draw 2 cards and trash 1 card from your hand.',
  abilities: [
    counter({ text: '+2000 this battle, then look at 3, top or bottom' }, addPower(2000, 'battle'), lookAndReturn(3)),
    trigger({ text: 'draw 2 cards and trash 1 card from your hand' }, draw(2), trashFromHand(1)),
  ],
});
