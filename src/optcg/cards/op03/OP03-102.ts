/** OP03-102 Sanji: [DON!! x2] [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: Add up to 1 card from the top of your deck to the top of your Life cards. */
import { card, deckTopToLife, donX, lifeToHandCost, whenAttacking } from '../dsl.ts';

export default card('OP03-102', {
  text: '[DON!! x2] [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: Add up to 1 card from the top of your deck to the top of your Life cards.',
  abilities: [
    whenAttacking(
      {
        if: [donX(2)],
        cost: [lifeToHandCost('topOrBottom')],
        mayPay: true,
        text: 'add 1 Life card to your hand: add up to 1 card from the top of your deck to your Life',
      },
      deckTopToLife(1),
    ),
  ],
});
