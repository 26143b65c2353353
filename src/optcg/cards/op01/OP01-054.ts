/** OP01-054 X.Drake: [On Play] K.O. up to 1 of your opponent's rested Characters with a cost of 4 or less. */
import { card, ko, onPlay } from '../dsl.ts';

export default card('OP01-054', {
  text: "[On Play] K.O. up to 1 of your opponent's rested Characters with a cost of 4 or less.",
  abilities: [
    onPlay(
      { text: "K.O. an opponent's rested Character with a cost of 4 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 4 }),
    ),
  ],
});
