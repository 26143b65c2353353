/** OP01-064 Alvida: [DON!! x1] [When Attacking] You may trash 1 card from your hand: Return up to 1 of your opponent's Characters with a cost of 3 or less to the owner's hand. */
import { bounce, card, donX, trashFromHandCost, whenAttacking } from '../dsl.ts';

export default card('OP01-064', {
  text: "[DON!! x1] [When Attacking] You may trash 1 card from your hand: Return up to 1 of your opponent's Characters with a cost of 3 or less to the owner's hand.",
  abilities: [
    whenAttacking(
      {
        if: [donX(1)],
        cost: [trashFromHandCost(1)],
        mayPay: true,
        text: "return an opponent's Character with a cost of 3 or less to the hand",
      },
      bounce(1, { side: 'opponent', maxCost: 3 }),
    ),
  ],
});
