/** OP02-056 Donquixote Doflamingo: [On Play] Look at 3 cards from the top of your deck and place them at the top or bottom of the deck in any order. [DON!! x1] [When Attacking] You may trash 1 card from your hand: Place up to 1 of your opponent's Characters with a cost of 1 or less at the bottom of the owner's deck. */
import { card, donX, lookAndReturn, onPlay, toBottom, trashFromHandCost, whenAttacking } from '../dsl.ts';

export default card('OP02-056', {
  text: "[On Play] Look at 3 cards from the top of your deck and place them at the top or bottom of the deck in any order.\n[DON!! x1] [When Attacking] You may trash 1 card from your hand: Place up to 1 of your opponent's Characters with a cost of 1 or less at the bottom of the owner's deck.",
  abilities: [
    onPlay({ text: 'look at 3 and place them at the top or bottom' }, lookAndReturn(3)),
    whenAttacking(
      {
        if: [donX(1)],
        cost: [trashFromHandCost(1)],
        mayPay: true,
        text: "trash 1: an opponent's cost-1-or-less Character to the deck bottom",
      },
      toBottom(1, { side: 'opponent', maxCost: 1 }),
    ),
  ],
});
