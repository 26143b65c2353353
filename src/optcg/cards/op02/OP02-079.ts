/** OP02-079 Douglas Bullet: [On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Rest up to 1 of your opponent's Characters with a cost of 4 or less. */
import { card, donMinus, onPlay, rest } from '../dsl.ts';

export default card('OP02-079', {
  text: "[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Rest up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    onPlay(
      { cost: [donMinus(1)], text: "rest an opponent's Character with a cost of 4 or less" },
      rest(1, { side: 'opponent', maxCost: 4 }),
    ),
  ],
});
