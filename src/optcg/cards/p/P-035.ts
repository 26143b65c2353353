/** P-035 Monkey.D.Luffy: [DON!! x1] [When Attacking] You may trash 1 card from your hand: K.O. up to 1 of your opponent's Characters with a cost of 0. */
import { card, donX, ko, trashFromHandCost, whenAttacking } from '../dsl.ts';

export default card('P-035', {
  text: "[DON!! x1] [When Attacking] You may trash 1 card from your hand: K.O. up to 1 of your opponent's Characters with a cost of 0.",
  abilities: [
    whenAttacking(
      {
        if: [donX(1)],
        cost: [trashFromHandCost(1)],
        mayPay: true,
        text: "trash 1: K.O. an opponent's cost-0 Character",
      },
      ko(1, { side: 'opponent', maxCost: 0 }),
    ),
  ],
});
