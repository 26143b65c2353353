/** OP01-072 Smiley: [DON!! x1] [Your Turn] This Character gains +1000 power for every card in your hand. */
import { card, cardsInHand, donX, gains, powerForEvery, yourTurn } from '../dsl.ts';

export default card('OP01-072', {
  text: '[DON!! x1] [Your Turn] This Character gains +1000 power for every card in your hand.',
  gains: [gains([donX(1), yourTurn], { powerFor: powerForEvery(1000, cardsInHand) })],
});
