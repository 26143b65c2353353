/** OP02-099 Sakazuki: [On Play] You may trash 1 card from your hand: K.O. up to 1 of your opponent's Characters with a cost of 5 or less. */
import { card, ko, onPlay, trashFromHandCost } from '../dsl.ts';

export default card('OP02-099', {
  text: "[On Play] You may trash 1 card from your hand: K.O. up to 1 of your opponent's Characters with a cost of 5 or less.",
  abilities: [
    onPlay(
      {
        cost: [trashFromHandCost(1)],
        mayPay: true,
        text: "trash 1: K.O. an opponent's Character with a cost of 5 or less",
      },
      ko(1, { side: 'opponent', maxCost: 5 }),
    ),
  ],
});
