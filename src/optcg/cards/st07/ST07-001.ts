/** ST07-001 Charlotte Linlin: [DON!! x2] [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: If you have 2 or less Life cards, add up to 1 card from your hand to the top of your Life cards. */
import { card, donX, lifeAtMost, lifeToHandCost, onlyIf, whenAttacking } from '../dsl.ts';
import { handToLife } from '../life.ts';

export default card('ST07-001', {
  text: '[DON!! x2] [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: If you have 2 or less Life cards, add up to 1 card from your hand to the top of your Life cards.',
  abilities: [
    whenAttacking(
      {
        if: [donX(2)],
        cost: [lifeToHandCost('topOrBottom')],
        mayPay: true,
        text: 'Life to hand: with 2 or less Life, a hand card to the top of Life',
      },
      onlyIf(lifeAtMost(2), handToLife(1)),
    ),
  ],
});
