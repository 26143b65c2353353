/** OP05-025 Gladius: [Activate: Main] You may rest this Character: Rest up to 1 of your opponent's Characters with a cost of 3 or less. */
import { activateMain, card, rest, restThis } from '../dsl.ts';

export default card('OP05-025', {
  text: "[Activate: Main] You may rest this Character: Rest up to 1 of your opponent's Characters with a cost of 3 or less.",
  abilities: [
    activateMain(
      { cost: [restThis], text: "rest up to 1 opponent's Character with a cost of 3 or less" },
      rest(1, { side: 'opponent', maxCost: 3 }),
    ),
  ],
});
