/** ST06-014 Shockwave: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, K.O. up to 1 of your opponent's active Characters with a cost of 3 or less. [Trigger] K.O. up to 1 of your opponent's Characters with a cost of 4 or less. */
import { addPower, card, counter, ko, trigger } from '../dsl.ts';

export default card('ST06-014', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, K.O. up to 1 of your opponent's active Characters with a cost of 3 or less. [Trigger] K.O. up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    counter(
      { text: "+4000 this battle, then K.O. up to 1 active opponent's Character (cost 3 or less)" },
      addPower(4000, 'battle'),
      ko(1, { side: 'opponent', active: true, maxCost: 3 }),
    ),
    trigger({ text: "K.O. up to 1 opponent's Character (cost 4 or less)" }, ko(1, { side: 'opponent', maxCost: 4 })),
  ],
});
