/** ST06-002 Koby: [On Play] You may trash 1 card from your hand: K.O. up to 1 of your opponent's Characters with a cost of 0. */
import { card, ko, onPlay, trashFromHandCost } from '../dsl.ts';

export default card('ST06-002', {
  text: "[On Play] You may trash 1 card from your hand: K.O. up to 1 of your opponent's Characters with a cost of 0.",
  abilities: [
    onPlay(
      {
        text: "trash 1 card: K.O. up to 1 opponent's Character with a cost of 0",
        cost: [trashFromHandCost(1)],
        mayPay: true,
      },
      ko(1, { side: 'opponent', maxCost: 0 }),
    ),
  ],
});
