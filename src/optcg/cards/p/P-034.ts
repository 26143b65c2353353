/** P-034 Sanji: [DON!! x1] [Your Turn] If you have 2 or less Life cards, this Character gains +2000 power. */
import { card, donX, gains, lifeAtMost, yourTurn } from '../dsl.ts';

export default card('P-034', {
  text: '[DON!! x1] [Your Turn] If you have 2 or less Life cards, this Character gains +2000 power.',
  gains: [gains([donX(1), yourTurn, lifeAtMost(2)], { power: 2000 })],
});
