/** OP01-021 Franky: [DON!! x1] This Character can also attack your opponent's active Characters. */
import { card, donX, gains } from '../dsl.ts';

export default card('OP01-021', {
  text: "[DON!! x1] This Character can also attack your opponent's active Characters.",
  gains: [gains([donX(1)], { canAttackActive: true })],
});
