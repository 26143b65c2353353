/** ST10-001 Trafalgar Law: [Activate: Main] [Once Per Turn] DON!! −3 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Place up to 1 of your opponent's Characters with 3000 power or less at the bottom of the owner's deck, and play up to 1 Character card with a cost of 4 or less from your hand. */
import { activateMain, card, donMinus, playFromHand, toBottom } from '../dsl.ts';

export default card('ST10-001', {
  text: "[Activate: Main] [Once Per Turn] DON!! −3 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Place up to 1 of your opponent's Characters with 3000 power or less at the bottom of the owner's deck, and play up to 1 Character card with a cost of 4 or less from your hand.",
  abilities: [
    activateMain(
      {
        once: true,
        cost: [donMinus(3)],
        text: "an opponent's 3000-or-less Character to the deck bottom, and play a cost-4-or-less Character",
      },
      toBottom(1, { side: 'opponent', maxPower: 3000 }),
      playFromHand(1, { maxCost: 4 }, 'Character'),
    ),
  ],
});
