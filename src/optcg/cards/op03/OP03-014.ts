/** OP03-014 Monkey.D.Garp: [When Attacking] Play up to 1 red Character card with a cost of 1 from your hand. */
import { card, playFromHand, whenAttacking } from '../dsl.ts';

export default card('OP03-014', {
  text: '[When Attacking] Play up to 1 red Character card with a cost of 1 from your hand.',
  abilities: [
    whenAttacking(
      { text: 'play up to 1 red Character card with a cost of 1 from your hand' },
      playFromHand(1, { colors: ['Red'], minCost: 1, maxCost: 1 }, 'Character'),
    ),
  ],
});
