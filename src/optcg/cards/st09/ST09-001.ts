/** ST09-001 Yamato: [DON!! x1] [Opponent's Turn] If you have 2 or less Life cards, this Leader gains +1000 power. */
import { card, donX, gains, lifeAtMost, opponentsTurn } from '../dsl.ts';

export default card('ST09-001', {
  text: "[DON!! x1] [Opponent's Turn] If you have 2 or less Life cards, this Leader gains +1000 power.",
  gains: [gains([donX(1), opponentsTurn, lifeAtMost(2)], { power: 1000 })],
});
