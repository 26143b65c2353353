/** ST01-004 Sanji: [DON!! x2] This Character gains [Rush]. */
import { card, donX, gains } from '../dsl.ts';

export default card('ST01-004', {
  text: '[DON!! x2] This Character gains [Rush].\n(This card can attack on the turn in which it is played.)',
  gains: [gains([donX(2)], { kw: 'rush' })],
});
