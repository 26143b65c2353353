/** OP05-070 Fra-Nosuke: [DON!! x1] If you have 8 or more DON!! cards on your field, this Character gains [Rush]. (This card can attack on the turn in which it is played.) */
import { card, donOnFieldAtLeast, donX, gains } from '../dsl.ts';

export default card('OP05-070', {
  text: '[DON!! x1] If you have 8 or more DON!! cards on your field, this Character gains [Rush].\n(This card can attack on the turn in which it is played.)',
  gains: [gains([donX(1), donOnFieldAtLeast(8)], { kw: 'rush' })],
});
