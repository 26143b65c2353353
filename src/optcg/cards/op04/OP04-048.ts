/** OP04-048 Sasaki: [On Play] Return all cards in your hand to your deck and shuffle your deck. Then, draw cards equal to the number you returned to your deck. */
import { card, onPlay } from '../dsl.ts';
import { handToDeckShuffleAndRedraw } from '../hand.ts';

export default card('OP04-048', {
  text: '[On Play] Return all cards in your hand to your deck and shuffle your deck. Then, draw cards equal to the number you returned to your deck.',
  abilities: [onPlay({ text: 'return your hand to the deck, shuffle and draw as many' }, handToDeckShuffleAndRedraw)],
});
