/** OP02-076 Shiryu: [On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 1 or less. */
import { card, donMinus, ko, onPlay } from '../dsl.ts';

export default card('OP02-076', {
  text: "[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 1 or less.",
  abilities: [
    onPlay(
      { cost: [donMinus(1)], text: "K.O. an opponent's Character with a cost of 1 or less" },
      ko(1, { side: 'opponent', maxCost: 1 }),
    ),
  ],
});
