/** OP01-109 Who's.Who: [DON!! x1] [Your Turn] If you have 8 or more DON!! cards on your field, this Character gains +1000 power. */
import { card, donOnFieldAtLeast, donX, gains, yourTurn } from '../dsl.ts';

export default card('OP01-109', {
  text: '[DON!! x1] [Your Turn] If you have 8 or more DON!! cards on your field, this Character gains +1000 power.',
  gains: [gains([donX(1), yourTurn, donOnFieldAtLeast(8)], { power: 1000 })],
});
