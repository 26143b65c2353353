/** ST06-001 Sakazuki: [Activate: Main] [Once Per Turn] ③ (You may rest the specified number of DON!! cards in your cost area.) You may trash 1 card from your hand: K.O. up to 1 of your opponent's Characters with a cost of 0. */
import { activateMain, card, ko, restDonCost, trashFromHandCost } from '../dsl.ts';

export default card('ST06-001', {
  text: "[Activate: Main] [Once Per Turn] ③ (You may rest the specified number of DON!! cards in your cost area.) You may trash 1 card from your hand: K.O. up to 1 of your opponent's Characters with a cost of 0.",
  abilities: [
    activateMain(
      {
        text: "trash 1 card: K.O. up to 1 opponent's Character with a cost of 0",
        once: true,
        cost: [restDonCost(3), trashFromHandCost(1)],
      },
      ko(1, { side: 'opponent', maxCost: 0 }),
    ),
  ],
});
