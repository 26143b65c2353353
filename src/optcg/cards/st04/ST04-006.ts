/** ST04-006 Sasaki: [On Play] DON!! −1: Draw 1 card. */
import { card, donMinus, draw, onPlay } from '../dsl.ts';

export default card('ST04-006', {
  text: '[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Draw 1 card.',
  // 001 §8-3-1-4: "You may return …": a cost the owner may decline.
  abilities: [onPlay({ cost: [donMinus(1)], mayPay: true, text: 'draw 1 card' }, draw(1))],
});
