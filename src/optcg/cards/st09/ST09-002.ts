/** ST09-002 Uzuki Tempura: [Trigger] Rest up to 1 of your opponent's Characters with a cost of 2 or less and add this card to your hand. */
import { addThisToHand, card, rest, trigger } from '../dsl.ts';

export default card('ST09-002', {
  text: "[Trigger] Rest up to 1 of your opponent's Characters with a cost of 2 or less and add this card to your hand.",
  abilities: [
    trigger(
      { text: "rest up to 1 opponent's Character (cost 2 or less); add this card to your hand" },
      rest(1, { side: 'opponent', maxCost: 2 }),
      addThisToHand,
    ),
  ],
});
