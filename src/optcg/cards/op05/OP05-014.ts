/** OP05-014 Pell: [DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters −2000 power during this turn. */
import { addPower, card, donX, whenAttacking } from '../dsl.ts';

export default card('OP05-014', {
  text: "[DON!! x1] [When Attacking] Give up to 1 of your opponent's Characters −2000 power during this turn.",
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: "up to 1 opponent's Character −2000 this turn" },
      addPower(-2000, 'turn', 1, { side: 'opponent' }),
    ),
  ],
});
