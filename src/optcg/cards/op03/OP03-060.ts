/** OP03-060 Kalifa: [When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Draw 2 cards and trash 1 card from your hand. */
import { card, donMinus, draw, trashFromHand, whenAttacking } from '../dsl.ts';

export default card('OP03-060', {
  text: '[When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Draw 2 cards and trash 1 card from your hand.',
  abilities: [
    whenAttacking({ cost: [donMinus(1)], text: 'draw 2, trash 1 from your hand' }, draw(2), trashFromHand(1)),
  ],
});
