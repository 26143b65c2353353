/** ST07-004 Charlotte Snack: [DON!! x1] [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: This Character gains [Banish] and +1000 power during this battle. (When this card deals damage, the target card is trashed without activating its Trigger.) */
import { card, donX, gainKeyword, gainPower, lifeToHandCost, whenAttacking } from '../dsl.ts';

export default card('ST07-004', {
  text: '[DON!! x1] [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: This Character gains [Banish] and +1000 power during this battle.\n(When this card deals damage, the target card is trashed without activating its Trigger.)',
  abilities: [
    whenAttacking(
      {
        text: 'add 1 Life card (top or bottom) to your hand: [Banish] and +1000 this battle',
        if: [donX(1)],
        cost: [lifeToHandCost('topOrBottom')],
        mayPay: true,
      },
      gainKeyword('banish', 'battle'),
      gainPower(1000, 'battle'),
    ),
  ],
});
