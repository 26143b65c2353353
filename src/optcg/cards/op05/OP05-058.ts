/** OP05-058 It's a Waste of Human Life!!: [Main] Place all Characters with a cost of 3 or less at the bottom of the owner's deck. Then, you and your opponent trash cards from your hands until you each have 5 cards in your hands. [Trigger] Place all Characters with a cost of 2 or less at the bottom of the owner's deck. */
import { card, main, trigger } from '../dsl.ts';
import { allToDeckBottom } from '../deck.ts';
import { eachTrashDownTo } from '../hand.ts';

export default card('OP05-058', {
  text: "[Main] Place all Characters with a cost of 3 or less at the bottom of the owner's deck. Then, you and your opponent trash cards from your hands until you each have 5 cards in your hands. [Trigger] Place all Characters with a cost of 2 or less at the bottom of the owner's deck.",
  abilities: [
    main(
      { text: 'all cost 3 or less Characters to the deck bottom; both players trash down to 5 cards' },
      allToDeckBottom({ side: 'any', maxCost: 3 }),
      eachTrashDownTo(5),
    ),
    trigger({ text: 'all cost 2 or less Characters to the deck bottom' }, allToDeckBottom({ side: 'any', maxCost: 2 })),
  ],
});
