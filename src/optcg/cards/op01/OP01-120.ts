/** OP01-120 Shanks: [Rush] (This card can attack on the turn in which it is played.) [When Attacking] Your opponent cannot activate a [Blocker] Character that has 2000 or less power during this battle. */
import { card, noSmallBlockerThisBattle, whenAttacking } from '../dsl.ts';

export default card('OP01-120', {
  text: '[Rush] (This card can attack on the turn in which it is played.)\n[When Attacking] Your opponent cannot activate a [Blocker] Character that has 2000 or less power during this battle.',
  keywords: ['rush'],
  abilities: [
    whenAttacking({ text: 'no [Blocker] with 2000 power or less this battle' }, noSmallBlockerThisBattle(2000)),
  ],
});
