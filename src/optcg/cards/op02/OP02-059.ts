/** OP02-059 Boa Hancock: [When Attacking] Draw 1 card and trash 1 card from your hand. Then, trash up to 3 cards from your hand. */
import { card, draw, trashFromHand, whenAttacking } from '../dsl.ts';
import { trashFromHandUpTo } from '../hand.ts';

export default card('OP02-059', {
  text: '[When Attacking] Draw 1 card and trash 1 card from your hand. Then, trash up to 3 cards from your hand.',
  abilities: [
    whenAttacking({ text: 'draw 1 and trash 1, then trash up to 3' }, draw(1), trashFromHand(1), trashFromHandUpTo(3)),
  ],
});
