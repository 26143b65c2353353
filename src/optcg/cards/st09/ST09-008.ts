/** ST09-008 Shimotsuki Ushimaru: [DON!! x1] [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: Play up to 1 yellow {Land of Wano} type Character card with a cost of 4 or less from your hand. */
import { card, donX, lifeToHandCost, playFromHand, whenAttacking } from '../dsl.ts';

export default card('ST09-008', {
  text: '[DON!! x1] [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: Play up to 1 yellow {Land of Wano} type Character card with a cost of 4 or less from your hand.',
  abilities: [
    whenAttacking(
      {
        text: 'add 1 Life card (top or bottom) to your hand: play a yellow {Land of Wano} Character (cost 4 or less)',
        if: [donX(1)],
        cost: [lifeToHandCost('topOrBottom')],
        mayPay: true,
      },
      playFromHand(1, { colors: ['Yellow'], types: ['Land of Wano'], maxCost: 4 }, 'Character'),
    ),
  ],
});
