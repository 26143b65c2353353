/** ST08-004 Koby: [Activate: Main] You may rest this Character: K.O. up to 1 of your opponent's Characters with a cost of 2 or less. */
import { activateMain, card, ko, restThis } from '../dsl.ts';

export default card('ST08-004', {
  text: "[Activate: Main] You may rest this Character: K.O. up to 1 of your opponent's Characters with a cost of 2 or less.",
  abilities: [
    activateMain(
      { text: "rest this: K.O. up to 1 opponent's Character (cost 2 or less)", cost: [restThis] },
      ko(1, { side: 'opponent', maxCost: 2 }),
    ),
  ],
});
