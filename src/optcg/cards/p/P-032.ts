/** P-032 Sengoku: [DON!! x1] [Your Turn] Give all of your opponent's Characters −2 cost. */
import { card, donX, fieldCost, yourTurn } from '../dsl.ts';

export default card('P-032', {
  text: "[DON!! x1] [Your Turn] Give all of your opponent's Characters −2 cost.",
  costAuras: [fieldCost([donX(1), yourTurn], -2, { side: 'opponent' })],
});
