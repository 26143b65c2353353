/** OP05-088 Mansherry: [Activate: Main] ① (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character and place 2 cards from your trash at the bottom of your deck in any order: Add up to 1 black Character card with a cost of 3 to 5 from your trash to your hand. */
import { activateMain, addFromTrash, card, restDonCost, restThis } from '../dsl.ts';
import { trashToDeckBottomCost } from '../trash.ts';

export default card('OP05-088', {
  text: '[Activate: Main] ① (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character and place 2 cards from your trash at the bottom of your deck in any order: Add up to 1 black Character card with a cost of 3 to 5 from your trash to your hand.',
  abilities: [
    activateMain(
      {
        cost: [restDonCost(1), restThis, trashToDeckBottomCost(2, {})],
        text: 'add up to 1 black Character card with a cost of 3 to 5 from your trash',
      },
      addFromTrash(1, { colors: ['Black'], minCost: 3, maxCost: 5 }, 'Character'),
    ),
  ],
});
