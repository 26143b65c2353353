/** ST08-005 Shanks: [On Play] You may trash 1 card from your hand: K.O. all Characters with a cost of 1 or less. */
import { card, koAll, onPlay, trashFromHandCost } from '../dsl.ts';

export default card('ST08-005', {
  text: '[On Play] You may trash 1 card from your hand: K.O. all Characters with a cost of 1 or less.',
  abilities: [
    onPlay(
      {
        text: 'trash 1 card: K.O. all Characters with a cost of 1 or less',
        cost: [trashFromHandCost(1)],
        mayPay: true,
      },
      koAll({ side: 'any', maxCost: 1 }),
    ),
  ],
});
