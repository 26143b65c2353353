/** OP05-027 Trafalgar Law: [Activate: Main] You may trash this Character: Rest up to 1 of your opponent's Characters with a cost of 3 or less. */
import { activateMain, card, rest } from '../dsl.ts';
import { trashThisCost } from '../trash.ts';

export default card('OP05-027', {
  text: "[Activate: Main] You may trash this Character: Rest up to 1 of your opponent's Characters with a cost of 3 or less.",
  abilities: [
    activateMain(
      { cost: [trashThisCost], text: "rest up to 1 opponent's Character with a cost of 3 or less" },
      rest(1, { side: 'opponent', maxCost: 3 }),
    ),
  ],
});
