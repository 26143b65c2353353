/** ST03-005 Dracule Mihawk: [DON!! x1] [When Attacking] Draw 2 cards and trash 2 cards from your hand. */
import { card, donX, draw, trashFromHand, whenAttacking } from '../dsl.ts';

export default card('ST03-005', {
  text: '[DON!! x1] [When Attacking] Draw 2 cards and trash 2 cards from your hand.',
  abilities: [
    whenAttacking({ if: [donX(1)], text: 'draw 2 cards and trash 2 cards from your hand' }, draw(2), trashFromHand(2)),
  ],
});
