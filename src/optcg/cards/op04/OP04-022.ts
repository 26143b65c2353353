/** OP04-022 Eric: [Activate: Main] You may rest this Character: Rest up to 1 of your opponent's Characters with a cost of 1 or less. */
import { activateMain, card, rest, restThis } from '../dsl.ts';

export default card('OP04-022', {
  text: "[Activate: Main] You may rest this Character: Rest up to 1 of your opponent's Characters with a cost of 1 or less.",
  abilities: [
    activateMain(
      { cost: [restThis], text: "rest an opponent's Character with a cost of 1 or less" },
      rest(1, { side: 'opponent', maxCost: 1 }),
    ),
  ],
});
