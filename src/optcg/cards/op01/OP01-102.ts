/** OP01-102 Jack: [When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Your opponent trashes 1 card from their hand. */
import { card, donMinus, opponentTrashesFromHand, whenAttacking } from '../dsl.ts';

export default card('OP01-102', {
  text: '[When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Your opponent trashes 1 card from their hand.',
  abilities: [
    whenAttacking(
      { cost: [donMinus(1)], text: 'your opponent trashes 1 card from their hand' },
      opponentTrashesFromHand(1),
    ),
  ],
});
