/** OP03-110 Charlotte Smoothie: [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: This Character gains +2000 power during this battle. [Trigger] You may trash 1 card from your hand: Play this card. */
import { card, gainPower, lifeToHandCost, playThis, trashFromHandCost, trigger, whenAttacking } from '../dsl.ts';

export default card('OP03-110', {
  text: '[When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: This Character gains +2000 power during this battle. [Trigger] You may trash 1 card from your hand: Play this card.',
  abilities: [
    whenAttacking(
      {
        cost: [lifeToHandCost('topOrBottom')],
        mayPay: true,
        text: 'add 1 Life card to your hand: +2000 this battle',
      },
      gainPower(2000, 'battle'),
    ),
    trigger({ cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1 card: play this card' }, playThis),
  ],
});
