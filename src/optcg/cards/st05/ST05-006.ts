/** ST05-006 Gild Tesoro: [When Attacking] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Draw 2 cards. */
import { card, donMinus, draw, whenAttacking } from '../dsl.ts';

export default card('ST05-006', {
  text: '[When Attacking] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Draw 2 cards.',
  abilities: [whenAttacking({ text: 'draw 2 cards', cost: [donMinus(2)] }, draw(2))],
});
