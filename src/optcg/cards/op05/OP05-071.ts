/** OP05-071 Bepo: [When Attacking] If your opponent has more DON!! cards on their field than you, give up to 1 of your opponent's Characters −2000 power during this turn. */
import { addPower, card, onlyIf, opponentHasMoreDon, whenAttacking } from '../dsl.ts';

export default card('OP05-071', {
  text: "[When Attacking] If your opponent has more DON!! cards on their field than you, give up to 1 of your opponent's Characters −2000 power during this turn.",
  abilities: [
    whenAttacking(
      { text: "if your opponent has more DON!!, up to 1 opponent's Character −2000 this turn" },
      onlyIf(opponentHasMoreDon, addPower(-2000, 'turn', 1, { side: 'opponent' })),
    ),
  ],
});
