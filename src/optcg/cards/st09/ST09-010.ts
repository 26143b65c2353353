/** ST09-010 Portgas.D.Ace: [Once Per Turn] If this Character would be K.O.'d, you may trash 1 card from the top or bottom of your Life cards instead. */
import { ability, card } from '../dsl.ts';
import { trashLifeCost } from '../life.ts';

export default card('ST09-010', {
  text: "[Once Per Turn] If this Character would be K.O.'d, you may trash 1 card from the top or bottom of your Life cards instead.",
  abilities: [
    ability('replaceKO', [
      {
        cost: [trashLifeCost('topOrBottom')],
        once: true,
        text: "trash 1 Life card (top or bottom) instead of being K.O.'d",
      },
    ]),
  ],
});
