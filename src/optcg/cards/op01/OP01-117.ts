/** OP01-117 Sheep's Horn: [Main] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Rest up to 1 of your opponent's Characters with a cost of 6 or less. */
import { card, donMinus, main, rest } from '../dsl.ts';

export default card('OP01-117', {
  text: "[Main] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Rest up to 1 of your opponent's Characters with a cost of 6 or less.",
  // 001 §8-3-1-6: DON!! −1 is part of activating the Event; it is offered only when payable (001 §8-3-1-3).
  abilities: [
    main(
      { cost: [donMinus(1)], text: "rest an opponent's Character with a cost of 6 or less" },
      rest(1, { side: 'opponent', maxCost: 6 }),
    ),
  ],
});
