/** ST03-010 Bartholomew Kuma: [On Play] Look at 3 cards from the top of your deck and return them to the top or bottom of the deck in any order. [Trigger] Play this card. */
import { card, lookAndReturn, onPlay, playThis, trigger } from '../dsl.ts';

export default card('ST03-010', {
  text: '[On Play] Look at 3 cards from the top of your deck and return them to the top or bottom of the deck in any order. [Trigger] Play this card.',
  abilities: [
    onPlay({ text: 'look at 3, return them to the top or bottom in any order' }, lookAndReturn(3)),
    trigger({ text: 'play this card' }, playThis),
  ],
});
