/** OP01-115 Elephant's Marchoo: [Main] K.O. up to 1 of your opponent's Characters with a cost of 2 or less, then add up to 1 DON!! card from your DON!! deck and set it as active. [Trigger] Activate this card's [Main] effect. */
import { addDon, card, ko, main, trigger } from '../dsl.ts';

const marchoo = [ko(1, { side: 'opponent', maxCost: 2 }), addDon(1, true)];

export default card('OP01-115', {
  text: "[Main] K.O. up to 1 of your opponent's Characters with a cost of 2 or less, then add up to 1 DON!! card from your DON!! deck and set it as active. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main({ text: "K.O. a cost ≤2 opponent's Character, then add up to 1 active DON!!" }, ...marchoo),
    trigger({ text: "activate this card's [Main]" }, ...marchoo),
  ],
});
