/** OP02-014 Whitey Bay: [DON!! x1] This Character can also attack your opponent's active Characters. */
import { card, donX, gains } from '../dsl.ts';

export default card('OP02-014', {
  text: "[DON!! x1] This Character can also attack your opponent's active Characters.",
  gains: [gains([donX(1)], { canAttackActive: true })],
});
