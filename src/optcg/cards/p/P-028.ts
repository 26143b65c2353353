/** P-028 Portgas.D.Ace: [Double Attack] (This card deals 2 damage.) */
import { card } from '../dsl.ts';

export default card('P-028', {
  text: '[Double Attack] (This card deals 2 damage.)',
  keywords: ['doubleAttack'],
});
