/** ST05-008 Shiki: If you have 8 or more DON!! cards on your field, this Character cannot be K.O.'d in battle. */
import { card, donOnFieldAtLeast, gains } from '../dsl.ts';

export default card('ST05-008', {
  text: "If you have 8 or more DON!! cards on your field, this Character cannot be K.O.'d in battle.",
  gains: [gains([donOnFieldAtLeast(8)], { noBattleKOBy: () => true })],
});
