/** OP03-105 Charlotte Oven: [DON!! x1] [When Attacking] You may trash 1 card with a [Trigger] from your hand: This Character gains +3000 power during this battle. */
import { card, donX, gainPower, trashFromHandCost, whenAttacking } from '../dsl.ts';

export default card('OP03-105', {
  text: '[DON!! x1] [When Attacking] You may trash 1 card with a [Trigger] from your hand: This Character gains +3000 power during this battle.',
  abilities: [
    whenAttacking(
      {
        if: [donX(1)],
        cost: [trashFromHandCost(1, { hasTrigger: true })],
        mayPay: true,
        text: 'trash 1 card with a [Trigger]: +3000 this battle',
      },
      gainPower(3000, 'battle'),
    ),
  ],
});
