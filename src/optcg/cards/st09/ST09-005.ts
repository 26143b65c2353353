/** ST09-005 Kouzuki Oden: [DON!! x1] This Character gains [Double Attack]. (This card deals 2 damage.) [On K.O.] You may trash 2 cards from your hand: Add up to 1 card from the top of your deck to the top of your Life cards. */
import { card, deckTopToLife, donX, gains, onKO, trashFromHandCost } from '../dsl.ts';

export default card('ST09-005', {
  text: '[DON!! x1] This Character gains [Double Attack].\n(This card deals 2 damage.)\n[On K.O.] You may trash 2 cards from your hand: Add up to 1 card from the top of your deck to the top of your Life cards.',
  gains: [gains([donX(1)], { kw: 'doubleAttack' })],
  abilities: [
    onKO(
      {
        text: 'trash 2 cards: add up to 1 card from the top of your deck to your Life',
        cost: [trashFromHandCost(2)],
        mayPay: true,
      },
      deckTopToLife(1),
    ),
  ],
});
