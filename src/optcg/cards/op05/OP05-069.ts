/** OP05-069 Trafalgar Law: [When Attacking] If your opponent has more DON!! cards on their field than you, look at 5 cards from the top of your deck; reveal up to 1 {Heart Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onlyIf, opponentHasMoreDon, searchTop, whenAttacking } from '../dsl.ts';

export default card('OP05-069', {
  text: '[When Attacking] If your opponent has more DON!! cards on their field than you, look at 5 cards from the top of your deck; reveal up to 1 {Heart Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    whenAttacking(
      { text: 'if your opponent has more DON!!, look at 5: add up to 1 {Heart Pirates} type card' },
      onlyIf(opponentHasMoreDon, searchTop(5, 1, { types: ['Heart Pirates'] })),
    ),
  ],
});
