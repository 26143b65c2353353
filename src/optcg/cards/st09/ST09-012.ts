/** ST09-012 Yamato: [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: This Character gains +2000 power until the start of your next turn. */
import { card, gainPower, lifeToHandCost, whenAttacking } from '../dsl.ts';

export default card('ST09-012', {
  text: '[When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: This Character gains +2000 power until the start of your next turn.',
  abilities: [
    whenAttacking(
      {
        text: 'add 1 Life card (top or bottom) to your hand: +2000 until the start of your next turn',
        cost: [lifeToHandCost('topOrBottom')],
        mayPay: true,
      },
      gainPower(2000, 'untilYourNextTurn'),
    ),
  ],
});
