/** OP05-082 Shirahoshi: [Activate: Main] You may rest this Character and place 2 cards from your trash at the bottom of your deck in any order: If your opponent has 6 or more cards in their hand, your opponent trashes 1 card from their hand. */
import { activateMain, card, onlyIf, opponentHandAtLeast, opponentTrashesFromHand, restThis } from '../dsl.ts';
import { trashToDeckBottomCost } from '../trash.ts';

export default card('OP05-082', {
  text: '[Activate: Main] You may rest this Character and place 2 cards from your trash at the bottom of your deck in any order: If your opponent has 6 or more cards in their hand, your opponent trashes 1 card from their hand.',
  abilities: [
    activateMain(
      {
        cost: [restThis, trashToDeckBottomCost(2, {})],
        text: 'if your opponent has 6 or more cards in hand, they trash 1',
      },
      onlyIf(opponentHandAtLeast(6), opponentTrashesFromHand(1)),
    ),
  ],
});
