/** ST09-004 Kaido: [DON!! x1] If you have 2 or less Life cards, this Character cannot be K.O.'d in battle. */
import { card, donX, gains, lifeAtMost } from '../dsl.ts';

export default card('ST09-004', {
  text: "[DON!! x1] If you have 2 or less Life cards, this Character cannot be K.O.'d in battle.",
  gains: [gains([donX(1), lifeAtMost(2)], { noBattleKOBy: () => true })],
});
