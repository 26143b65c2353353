/** OP03-079 Vergo: [DON!! x1] This Character cannot be K.O.'d in battle. */
import { card, donX, gains } from '../dsl.ts';

export default card('OP03-079', {
  text: "[DON!! x1] This Character cannot be K.O.'d in battle.",
  gains: [gains([donX(1)], { noBattleKOBy: () => true })],
});
