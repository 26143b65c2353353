/** OP05-039 Stick-Stickem Meteora: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less. [Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of 5 or less. */
import { addPower, card, counter, ko, trigger } from '../dsl.ts';

export default card('OP05-039', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less. [Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of 5 or less.",
  abilities: [
    counter(
      { text: "+4000 this battle; then K.O. up to 1 opponent's rested Character with a cost of 3 or less" },
      addPower(4000, 'battle'),
      ko(1, { side: 'opponent', rested: true, maxCost: 3 }),
    ),
    trigger(
      { text: "K.O. up to 1 opponent's rested Character with a cost of 5 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 5 }),
    ),
  ],
});
