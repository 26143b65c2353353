/** OP01-096 King: [On Play] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 3 or less and up to 1 of your opponent's Characters with a cost of 2 or less. */
import { card, donMinus, koEach, onPlay } from '../dsl.ts';

export default card('OP01-096', {
  text: "[On Play] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 3 or less and up to 1 of your opponent's Characters with a cost of 2 or less.",
  abilities: [
    onPlay(
      { text: 'K.O. up to 1 (cost 3 or less) and up to 1 (cost 2 or less)', cost: [donMinus(2)] },
      koEach([
        { side: 'opponent', maxCost: 3 },
        { side: 'opponent', maxCost: 2 },
      ]),
    ),
  ],
});
