/** ST10-012 Bepo: [On Play]/[When Attacking] If your opponent has more DON!! cards on their field than you, add up to 1 DON!! card from your DON!! deck and rest it. */
import { addDon, card, onPlay, onlyIf, opponentHasMoreDon, whenAttacking } from '../dsl.ts';

export default card('ST10-012', {
  text: '[On Play]/[When Attacking] If your opponent has more DON!! cards on their field than you, add up to 1 DON!! card from your DON!! deck and rest it.',
  abilities: [
    onPlay(
      { text: 'with fewer DON!! than your opponent, add up to 1 rested DON!!' },
      onlyIf(opponentHasMoreDon, addDon(1, false)),
    ),
    whenAttacking(
      { text: 'with fewer DON!! than your opponent, add up to 1 rested DON!!' },
      onlyIf(opponentHasMoreDon, addDon(1, false)),
    ),
  ],
});
