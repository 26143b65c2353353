/** P-002 I Smell Adventure!!!: [Main] Return all cards in your hand to your deck and shuffle your deck. Then, draw cards equal to the number you returned to your deck. [Trigger] Activate this card's [Main] effect. */
import { card, main, trigger } from '../dsl.ts';
import { handToDeckShuffleAndRedraw } from '../hand.ts';

export default card('P-002', {
  text: "[Main] Return all cards in your hand to your deck and shuffle your deck. Then, draw cards equal to the number you returned to your deck. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main({ text: 'return your hand to the deck, shuffle, draw as many' }, handToDeckShuffleAndRedraw),
    trigger({ text: "activate this card's [Main] effect" }, handToDeckShuffleAndRedraw),
  ],
});
