/** P-006 Monkey.D.Luffy: [DON!! x2] [Your Turn] This Character gains +2000 power. */
import { card, donX, gains, yourTurn } from '../dsl.ts';

export default card('P-006', {
  text: '[DON!! x2] [Your Turn] This Character gains +2000 power.',
  gains: [gains([donX(2), yourTurn], { power: 2000 })],
});
