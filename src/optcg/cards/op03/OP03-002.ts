/** OP03-002 Adio: [DON!! x1] [When Attacking] Your opponent cannot activate a [Blocker] Character that has 2000 or less power during this battle. */
import { card, donX, noSmallBlockerThisBattle, whenAttacking } from '../dsl.ts';

export default card('OP03-002', {
  text: '[DON!! x1] [When Attacking] Your opponent cannot activate a [Blocker] Character that has 2000 or less power during this battle.',
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: 'no [Blocker] with 2000 power or less this battle' },
      noSmallBlockerThisBattle(2000),
    ),
  ],
});
