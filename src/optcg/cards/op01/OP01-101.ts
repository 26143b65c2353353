/** OP01-101 Sasaki: [DON!! x1] [When Attacking] You may trash 1 card from your hand: Add up to 1 DON!! card from your DON!! deck and rest it. */
import { addDon, card, donX, trashFromHandCost, whenAttacking } from '../dsl.ts';

export default card('OP01-101', {
  text: '[DON!! x1] [When Attacking] You may trash 1 card from your hand: Add up to 1 DON!! card from your DON!! deck and rest it.',
  abilities: [
    whenAttacking(
      { if: [donX(1)], cost: [trashFromHandCost(1)], mayPay: true, text: 'add up to 1 DON!! and rest it' },
      addDon(1, false),
    ),
  ],
});
