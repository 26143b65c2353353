/** ST01-002 Usopp: [DON!! x2] [When Attacking] Your opponent cannot activate a [Blocker] Character that has 5000 or more power during this battle. [Trigger] Play this card. */
import { card, donX, noBlockerThisBattle, playThis, trigger, whenAttacking } from '../dsl.ts';

export default card('ST01-002', {
  text: '[DON!! x2] [When Attacking] Your opponent cannot activate a [Blocker] Character that has 5000 or more power during this battle. [Trigger] Play this card.',
  abilities: [
    whenAttacking({ if: [donX(2)], text: 'no [Blocker] with 5000+ power this battle' }, noBlockerThisBattle(5000)),
    trigger({ text: 'play this card' }, playThis),
  ],
});
