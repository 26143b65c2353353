/** ST09-009 Fugetsu Omusubi: [Trigger] K.O. up to 1 of your opponent's Characters with a cost of 1 or less and add this card to your hand. */
import { addThisToHand, card, ko, trigger } from '../dsl.ts';

export default card('ST09-009', {
  text: "[Trigger] K.O. up to 1 of your opponent's Characters with a cost of 1 or less and add this card to your hand.",
  abilities: [
    trigger(
      { text: "K.O. up to 1 opponent's Character (cost 1 or less); add this card to your hand" },
      ko(1, { side: 'opponent', maxCost: 1 }),
      addThisToHand,
    ),
  ],
});
