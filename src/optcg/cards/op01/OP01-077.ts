/** OP01-077 Perona: [On Play] Look at 5 cards from the top of your deck and place them at the top or bottom of the deck in any order. */
import { card, lookAndReturn, onPlay } from '../dsl.ts';

export default card('OP01-077', {
  text: '[On Play] Look at 5 cards from the top of your deck and place them at the top or bottom of the deck in any order.',
  abilities: [onPlay({ text: 'look at 5, top or bottom in any order' }, lookAndReturn(5))],
});
