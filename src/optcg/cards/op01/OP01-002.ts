/** OP01-002 Trafalgar Law: [Activate: Main] [Once Per Turn] ② (You may rest the specified number of DON!! cards in your cost area.): If you have 5 Characters, return 1 of your Characters to the owner's hand. Then, play up to 1 Character with a cost of 5 or less from your hand that is a different color than the returned Character. */
import {
  activateMain,
  bounce,
  card,
  charactersAtLeast,
  onlyIfAll,
  playFromHandUnlikeReturned,
  restDonCost,
} from '../dsl.ts';

export default card('OP01-002', {
  text: "[Activate: Main] [Once Per Turn] ② (You may rest the specified number of DON!! cards in your cost area.): If you have 5 Characters, return 1 of your Characters to the owner's hand. Then, play up to 1 Character with a cost of 5 or less from your hand that is a different color than the returned Character.",
  abilities: [
    activateMain(
      {
        text: 'return 1 of your Characters, then play a different-colored Character (cost 5 or less)',
        once: true,
        cost: [restDonCost(2)],
      },
      // 001 §8-3-3: "If you have 5 Characters" is checked as the effect resolves.
      ...onlyIfAll(charactersAtLeast(5), bounce(1, { side: 'own' }, 1), playFromHandUnlikeReturned({ maxCost: 5 })),
    ),
  ],
});
