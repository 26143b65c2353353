/** OP05-034 Baby 5: [Activate: Main] ① (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character: Look at 5 cards from the top of your deck; reveal up to 1 {Donquixote Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { activateMain, card, restDonCost, restThis, searchTop } from '../dsl.ts';

export default card('OP05-034', {
  text: '[Activate: Main] ① (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character: Look at 5 cards from the top of your deck; reveal up to 1 {Donquixote Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    activateMain(
      { cost: [restDonCost(1), restThis], text: 'look at 5: add up to 1 {Donquixote Pirates} type card' },
      searchTop(5, 1, { types: ['Donquixote Pirates'] }),
    ),
  ],
});
