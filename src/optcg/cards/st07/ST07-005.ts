/** ST07-005 Charlotte Daifuku: [DON!! x1] [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: Add up to 1 card from the top of your deck to the top of your Life cards. */
import { card, deckTopToLife, donX, lifeToHandCost, whenAttacking } from '../dsl.ts';

export default card('ST07-005', {
  text: '[DON!! x1] [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: Add up to 1 card from the top of your deck to the top of your Life cards.',
  abilities: [
    whenAttacking(
      {
        if: [donX(1)],
        cost: [lifeToHandCost('topOrBottom')],
        mayPay: true,
        text: 'Life to hand: deck top to the top of Life',
      },
      deckTopToLife(1),
    ),
  ],
});
