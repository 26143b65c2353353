/** OP02-062 Monkey.D.Luffy: [On Play]/[When Attacking] You may trash 2 cards from your hand: Return up to 1 Character with a cost of 4 or less to the owner's hand. Then, this Character gains [Double Attack] during this turn. (This card deals 2 damage.) */
import { bounce, card, gainKeyword, onPlay, trashFromHandCost, whenAttacking } from '../dsl.ts';

export default card('OP02-062', {
  text: "[On Play]/[When Attacking] You may trash 2 cards from your hand: Return up to 1 Character with a cost of 4 or less to the owner's hand. Then, this Character gains [Double Attack] during this turn.\n(This card deals 2 damage.)",
  abilities: [
    onPlay(
      {
        cost: [trashFromHandCost(2)],
        mayPay: true,
        text: 'trash 2: return a cost-4-or-less Character; [Double Attack]',
      },
      bounce(1, { side: 'any', maxCost: 4 }),
      gainKeyword('doubleAttack', 'turn'),
    ),
    whenAttacking(
      {
        cost: [trashFromHandCost(2)],
        mayPay: true,
        text: 'trash 2: return a cost-4-or-less Character; [Double Attack]',
      },
      bounce(1, { side: 'any', maxCost: 4 }),
      gainKeyword('doubleAttack', 'turn'),
    ),
  ],
});
