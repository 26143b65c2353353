/** OP03-115 Streusen: [On Play] You may trash 1 card with a [Trigger] from your hand: K.O. up to 1 of your opponent's Characters with a cost of 1 or less. */
import { card, ko, onPlay, trashFromHandCost } from '../dsl.ts';

export default card('OP03-115', {
  text: "[On Play] You may trash 1 card with a [Trigger] from your hand: K.O. up to 1 of your opponent's Characters with a cost of 1 or less.",
  abilities: [
    onPlay(
      {
        cost: [trashFromHandCost(1, { hasTrigger: true })],
        mayPay: true,
        text: "trash 1 card with a [Trigger]: K.O. up to 1 opponent's Character with a cost of 1 or less",
      },
      ko(1, { side: 'opponent', maxCost: 1 }),
    ),
  ],
});
