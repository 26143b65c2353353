/** OP01-049 Bepo: [DON!! x1] [When Attacking] Play up to 1 {Heart Pirates} type Character card other than [Bepo] with a cost of 4 or less from your hand. */
import { card, donX, playFromHand, whenAttacking } from '../dsl.ts';

export default card('OP01-049', {
  text: '[DON!! x1] [When Attacking] Play up to 1 {Heart Pirates} type Character card other than [Bepo] with a cost of 4 or less from your hand.',
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: 'play up to 1 {Heart Pirates} Character other than [Bepo] with a cost of 4 or less' },
      playFromHand(1, { types: ['Heart Pirates'], nameNot: 'Bepo', maxCost: 4 }, 'Character'),
    ),
  ],
});
