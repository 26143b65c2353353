/** OP01-112 Page One: [Activate: Main] [Once Per Turn] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character can also attack your opponent's active Characters during this turn. */
import { activateMain, canAttackActiveThis, card, donMinus } from '../dsl.ts';

export default card('OP01-112', {
  text: "[Activate: Main] [Once Per Turn] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character can also attack your opponent's active Characters during this turn.",
  abilities: [
    activateMain(
      { text: 'can also attack active Characters this turn', once: true, cost: [donMinus(1)] },
      canAttackActiveThis('turn'),
    ),
  ],
});
