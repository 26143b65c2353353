/** OP03-077 Charlotte Linlin: [DON!! x2] [When Attacking] ② (You may rest the specified number of DON!! cards in your cost area.) You may trash 1 card from your hand: If you have 1 or less Life cards, add up to 1 card from the top of your deck to the top of your Life cards. */
import {
  card,
  deckTopToLife,
  donX,
  lifeAtMost,
  onlyIf,
  restDonCost,
  trashFromHandCost,
  whenAttacking,
} from '../dsl.ts';

export default card('OP03-077', {
  text: '[DON!! x2] [When Attacking] ② (You may rest the specified number of DON!! cards in your cost area.) You may trash 1 card from your hand: If you have 1 or less Life cards, add up to 1 card from the top of your deck to the top of your Life cards.',
  abilities: [
    whenAttacking(
      {
        if: [donX(2)],
        cost: [restDonCost(2), trashFromHandCost(1)],
        mayPay: true,
        text: 'with 1 or less Life, add up to 1 card from the top of your deck to your Life',
      },
      onlyIf(lifeAtMost(1), deckTopToLife(1)),
    ),
  ],
});
