/** OP05-080 Elizabello II: [When Attacking] [Once Per Turn] You may return 20 cards from your trash to your deck and shuffle it: This Character gains [Double Attack] and +10000 power during this battle. (This card deals 2 damage.) */
import { card, gainKeyword, gainPower, whenAttacking } from '../dsl.ts';
import { trashToDeckShuffleCost } from '../trash.ts';

export default card('OP05-080', {
  text: '[When Attacking] [Once Per Turn] You may return 20 cards from your trash to your deck and shuffle it: This Character gains [Double Attack] and +10000 power during this battle.\n(This card deals 2 damage.)',
  abilities: [
    whenAttacking(
      {
        once: true,
        cost: [trashToDeckShuffleCost(20)],
        mayPay: true,
        text: 'return 20 trash cards to your deck: [Double Attack] and +10000 this battle',
      },
      gainKeyword('doubleAttack', 'battle'),
      gainPower(10000, 'battle'),
    ),
  ],
});
