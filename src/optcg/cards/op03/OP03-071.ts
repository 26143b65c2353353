/** OP03-071 Rob Lucci: [When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Rest up to 1 of your opponent's Characters with a cost of 5 or less. */
import { card, donMinus, rest, whenAttacking } from '../dsl.ts';

export default card('OP03-071', {
  text: "[When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Rest up to 1 of your opponent's Characters with a cost of 5 or less.",
  abilities: [
    whenAttacking(
      { cost: [donMinus(1)], text: "rest up to 1 opponent's Character with a cost of 5 or less" },
      rest(1, { side: 'opponent', maxCost: 5 }),
    ),
  ],
});
