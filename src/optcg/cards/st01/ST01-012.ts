/** ST01-012 Monkey.D.Luffy: [Rush]. [DON!! x2] [When Attacking] Your opponent cannot activate [Blocker] during this battle. */
import { card, donX, noBlockerThisBattle, whenAttacking } from '../dsl.ts';

export default card('ST01-012', {
  text: '[Rush] (This card can attack on the turn in which it is played.)\n[DON!! x2] [When Attacking] Your opponent cannot activate [Blocker] during this battle.',
  keywords: ['rush'],
  abilities: [whenAttacking({ if: [donX(2)], text: 'no [Blocker] this battle' }, noBlockerThisBattle())],
});
