/** P-008 Yamato: [Activate: Main] You may rest this Character: Rest 1 of your opponent's Characters with a cost of 2 or less. */
import { activateMain, card, rest, restThis } from '../dsl.ts';

export default card('P-008', {
  text: "[Activate: Main] You may rest this Character: Rest 1 of your opponent's Characters with a cost of 2 or less.",
  abilities: [
    activateMain(
      { cost: [restThis], text: "rest an opponent's Character with a cost of 2 or less" },
      rest(1, { side: 'opponent', maxCost: 2 }, 1),
    ),
  ],
});
