/** OP01-022 Brook: [DON!! x1] [When Attacking] Give up to 2 of your opponent's Characters −2000 power during this turn. */
import { addPower, card, donX, whenAttacking } from '../dsl.ts';

export default card('OP01-022', {
  text: "[DON!! x1] [When Attacking] Give up to 2 of your opponent's Characters −2000 power during this turn.",
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: "−2000 to up to 2 of your opponent's Characters this turn" },
      addPower(-2000, 'turn', 2, { side: 'opponent' }),
    ),
  ],
});
