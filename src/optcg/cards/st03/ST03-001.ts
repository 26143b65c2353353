/** ST03-001 Crocodile (Leader): [Activate: Main] [Once Per Turn] DON!! −4: Return up to 1 Character with a cost of 5 or less to the owner's hand. */
import { activateMain, bounce, card, donMinus } from '../dsl.ts';

export default card('ST03-001', {
  text: "[Activate: Main] [Once Per Turn] DON!! −4 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Return up to 1 Character with a cost of 5 or less to the owner's hand.",
  // 001 §8-3-1-6: DON!! −4 is the activation cost, paid before the effect (001 §8-3-1-1).
  abilities: [
    activateMain(
      { once: true, cost: [donMinus(4)], text: "return up to 1 Character with cost 5 or less to the owner's hand" },
      bounce(1, { side: 'any', maxCost: 5 }),
    ),
  ],
});
