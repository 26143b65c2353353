/** ST10-005 Jinbe: [DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters −2000 power during this turn. */
import { addPower, card, donX, whenAttacking } from '../dsl.ts';

export default card('ST10-005', {
  text: "[DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters −2000 power during this turn.",
  abilities: [
    whenAttacking(
      { text: "up to 1 opponent's Character −2000 this turn", if: [donX(1)] },
      addPower(-2000, 'turn', 1, { side: 'opponent' }),
    ),
  ],
});
