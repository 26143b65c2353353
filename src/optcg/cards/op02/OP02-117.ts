/** OP02-117 Ice Age: [Main] Give up to 1 of your opponent's Characters −5 cost during this turn. [Trigger] K.O. up to 1 of your opponent's Characters with a cost of 3 or less. */
import { card, giveCost, ko, main, trigger } from '../dsl.ts';

export default card('OP02-117', {
  text: "[Main] Give up to 1 of your opponent's Characters −5 cost during this turn. [Trigger] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.",
  abilities: [
    main({ text: "−5 cost to an opponent's Character this turn" }, giveCost(-5, 'turn', 1)),
    trigger({ text: "K.O. an opponent's Character with a cost of 3 or less" }, ko(1, { side: 'opponent', maxCost: 3 })),
  ],
});
