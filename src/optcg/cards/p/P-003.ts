/** P-003 Eustass"Captain"Kid: [DON!! x2] This Character gains [Double Attack]. (This card deals 2 damage.) */
import { card, donX, gains } from '../dsl.ts';

export default card('P-003', {
  text: '[DON!! x2] This Character gains [Double Attack].\n(This card deals 2 damage.)',
  gains: [gains([donX(2)], { kw: 'doubleAttack' })],
});
