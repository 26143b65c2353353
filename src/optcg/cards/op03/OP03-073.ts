/** OP03-073 Hull Dismantler Slash: [Main] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader has the {Water Seven} type, K.O. up to 1 of your opponent's Characters with a cost of 2 or less. [Trigger] Activate this card's [Main] effect. */
import { card, donMinus, ko, leaderHasType, main, onlyIf, trigger } from '../dsl.ts';

const koUpTo2 = onlyIf(leaderHasType('Water Seven'), ko(1, { side: 'opponent', maxCost: 2 }));
const hull = "with a Water Seven Leader, K.O. up to 1 opponent's Character with a cost of 2 or less";

export default card('OP03-073', {
  text: "[Main] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader has the {Water Seven} type, K.O. up to 1 of your opponent's Characters with a cost of 2 or less. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main({ cost: [donMinus(1)], text: hull }, koUpTo2),
    trigger({ cost: [donMinus(1)], text: "activate this card's [Main]" }, koUpTo2),
  ],
});
