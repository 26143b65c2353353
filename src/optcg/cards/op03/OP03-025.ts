/** OP03-025 Krieg: [On Play] You may trash 1 card from your hand: K.O. up to 2 of your opponent's rested Characters with a cost of 4 or less. [DON!! x1] This Character gains [Double Attack]. (This card deals 2 damage.) */
import { card, donX, gains, ko, onPlay, trashFromHandCost } from '../dsl.ts';

export default card('OP03-025', {
  text: "[On Play] You may trash 1 card from your hand: K.O. up to 2 of your opponent's rested Characters with a cost of 4 or less.\n[DON!! x1] This Character gains [Double Attack].\n(This card deals 2 damage.)",
  gains: [gains([donX(1)], { kw: 'doubleAttack' })],
  abilities: [
    onPlay(
      {
        cost: [trashFromHandCost(1)],
        mayPay: true,
        text: "trash 1 card: K.O. up to 2 opponent's rested Characters with a cost of 4 or less",
      },
      ko(2, { side: 'opponent', rested: true, maxCost: 4 }),
    ),
  ],
});
