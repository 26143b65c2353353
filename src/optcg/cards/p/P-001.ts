/** P-001 Monkey.D.Luffy: [DON!! x2] This Character gains [Rush]. (This card can attack on the turn in which it is played.) */
import { card, donX, gains } from '../dsl.ts';

export default card('P-001', {
  text: '[DON!! x2] This Character gains [Rush].\n(This card can attack on the turn in which it is played.)',
  gains: [gains([donX(2)], { kw: 'rush' })],
});
