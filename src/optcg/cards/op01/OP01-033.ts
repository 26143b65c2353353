/** OP01-033 Izo: [On Play] Rest up to 1 of your opponent's Characters with a cost of 4 or less. */
import { card, onPlay, rest } from '../dsl.ts';

export default card('OP01-033', {
  text: "[On Play] Rest up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    onPlay(
      { text: "rest an opponent's Character with a cost of 4 or less" },
      rest(1, { side: 'opponent', maxCost: 4 }),
    ),
  ],
});
