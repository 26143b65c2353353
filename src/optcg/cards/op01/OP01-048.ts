/** OP01-048 Nekomamushi: [On Play] Rest up to 1 of your opponent's Characters with a cost of 3 or less. */
import { card, onPlay, rest } from '../dsl.ts';

export default card('OP01-048', {
  text: "[On Play] Rest up to 1 of your opponent's Characters with a cost of 3 or less.",
  abilities: [
    onPlay(
      { text: "rest an opponent's Character with a cost of 3 or less" },
      rest(1, { side: 'opponent', maxCost: 3 }),
    ),
  ],
});
