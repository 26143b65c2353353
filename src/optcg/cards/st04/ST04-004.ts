/** ST04-004 King: [On Play] DON!! −1: K.O. up to 1 of your opponent's Characters with a cost of 4 or less. */
import { card, donMinus, ko, onPlay } from '../dsl.ts';

export default card('ST04-004', {
  text: "[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 4 or less.",
  // 001 §8-3-1-4: "You may return …": a cost the owner may decline.
  abilities: [
    onPlay(
      { cost: [donMinus(1)], mayPay: true, text: "K.O. up to 1 opponent's Character cost ≤4" },
      ko(1, { side: 'opponent', maxCost: 4 }),
    ),
  ],
});
