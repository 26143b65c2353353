/** ST04-001 Kaido (Leader): [Activate: Main] [Once Per Turn] DON!! −7: Trash up to 1 of your opponent's Life cards. */
import { activateMain, card, donMinus, trashOpponentLife } from '../dsl.ts';

export default card('ST04-001', {
  text: "[Activate: Main] [Once Per Turn] DON!! −7 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Trash up to 1 of your opponent's Life cards.",
  // 001 §8-3-1-6: DON!! −7 is the activation cost; the trashed Life card is not damage (no [Trigger]).
  abilities: [
    activateMain(
      { once: true, cost: [donMinus(7)], text: "trash up to 1 of your opponent's Life cards" },
      trashOpponentLife(1),
    ),
  ],
});
