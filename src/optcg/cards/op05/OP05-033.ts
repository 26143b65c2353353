/** OP05-033 Baby 5: [Activate: Main] ① (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character: Play up to 1 {Donquixote Pirates} type Character card with a cost of 2 or less from your hand. */
import { activateMain, card, playFromHand, restDonCost, restThis } from '../dsl.ts';

export default card('OP05-033', {
  text: '[Activate: Main] ① (You may rest the specified number of DON!! cards in your cost area.) You may rest this Character: Play up to 1 {Donquixote Pirates} type Character card with a cost of 2 or less from your hand.',
  abilities: [
    activateMain(
      {
        cost: [restDonCost(1), restThis],
        text: 'play up to 1 {Donquixote Pirates} Character card with a cost of 2 or less',
      },
      playFromHand(1, { types: ['Donquixote Pirates'], maxCost: 2 }, 'Character'),
    ),
  ],
});
