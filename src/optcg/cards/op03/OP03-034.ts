/** OP03-034 Buchi: [On Play] K.O. up to 1 of your opponent's rested Characters with a cost of 2 or less. */
import { card, ko, onPlay } from '../dsl.ts';

export default card('OP03-034', {
  text: "[On Play] K.O. up to 1 of your opponent's rested Characters with a cost of 2 or less.",
  abilities: [
    onPlay(
      { text: "K.O. up to 1 opponent's rested Character with a cost of 2 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 2 }),
    ),
  ],
});
