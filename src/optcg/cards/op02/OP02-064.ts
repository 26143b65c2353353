/** OP02-064 Mr.2.Bon.Kurei(Bentham): [DON!! x1] [When Attacking] You may trash 1 card from your hand: Place up to 1 Character with a cost of 2 or less at the bottom of the owner's deck. Then, at the end of this battle, place this Character at the bottom of the owner's deck. */
import { card, donX, thisToDeckBottomAtEndOfBattle, toBottom, trashFromHandCost, whenAttacking } from '../dsl.ts';

export default card('OP02-064', {
  text: "[DON!! x1] [When Attacking] You may trash 1 card from your hand: Place up to 1 Character with a cost of 2 or less at the bottom of the owner's deck. Then, at the end of this battle, place this Character at the bottom of the owner's deck.",
  abilities: [
    whenAttacking(
      {
        if: [donX(1)],
        cost: [trashFromHandCost(1)],
        mayPay: true,
        text: 'trash 1: a cost-2-or-less Character to the deck bottom; this one after the battle',
      },
      toBottom(1, { side: 'any', maxCost: 2 }),
      thisToDeckBottomAtEndOfBattle,
    ),
  ],
});
