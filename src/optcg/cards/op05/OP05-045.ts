/** OP05-045 Stainless: [Activate: Main] You may trash 1 card from your hand and rest this Character: Place up to 1 Character with a cost of 2 or less at the bottom of the owner's deck. */
import { activateMain, card, restThis, toBottom, trashFromHandCost } from '../dsl.ts';

export default card('OP05-045', {
  text: "[Activate: Main] You may trash 1 card from your hand and rest this Character: Place up to 1 Character with a cost of 2 or less at the bottom of the owner's deck.",
  abilities: [
    activateMain(
      {
        cost: [trashFromHandCost(1), restThis],
        text: 'up to 1 Character with a cost of 2 or less to the bottom of the deck',
      },
      toBottom(1, { side: 'any', maxCost: 2 }),
    ),
  ],
});
