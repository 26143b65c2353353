/** OP05-095 Dragon Claw: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, if you have 15 or more cards in your trash, K.O. up to 1 of your opponent's Characters with a cost of 4 or less. */
import { addPower, card, counter, ko, onlyIf } from '../dsl.ts';
import { trashAtLeast } from '../conditions.ts';

export default card('OP05-095', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, if you have 15 or more cards in your trash, K.O. up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    counter(
      { text: '+4000 this battle; then with 15 or more cards in your trash, K.O. up to 1 with a cost of 4 or less' },
      addPower(4000, 'battle'),
      onlyIf(trashAtLeast(15), ko(1, { side: 'opponent', maxCost: 4 })),
    ),
  ],
});
