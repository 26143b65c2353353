/** OP05-021 Revolutionary Army HQ: [Activate: Main] You may trash 1 card from your hand and rest this Stage: Look at 3 cards from the top of your deck; reveal up to 1 {Revolutionary Army} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { activateMain, card, restThis, searchTop, trashFromHandCost } from '../dsl.ts';

export default card('OP05-021', {
  text: '[Activate: Main] You may trash 1 card from your hand and rest this Stage: Look at 3 cards from the top of your deck; reveal up to 1 {Revolutionary Army} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    activateMain(
      { cost: [trashFromHandCost(1), restThis], text: 'look at 3: add up to 1 {Revolutionary Army} type card' },
      searchTop(3, 1, { types: ['Revolutionary Army'] }),
    ),
  ],
});
