/** OP05-089 Saint Mjosgard: [Activate: Main] ① (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character and 1 of your Characters: Add up to 1 black Character card with a cost of 1 from your trash to your hand. */
import { activateMain, addFromTrash, card, restCharactersCost, restDonCost, restThis } from '../dsl.ts';

export default card('OP05-089', {
  text: '[Activate: Main] ① (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character and 1 of your Characters: Add up to 1 black Character card with a cost of 1 from your trash to your hand.',
  abilities: [
    activateMain(
      {
        cost: [restDonCost(1), restThis, restCharactersCost(1, { other: true })],
        text: 'add up to 1 black Character card with a cost of 1 from your trash',
      },
      addFromTrash(1, { colors: ['Black'], minCost: 1, maxCost: 1 }, 'Character'),
    ),
  ],
});
