/** OP05-081 One-Legged Toy Soldier: [Activate: Main] You may trash this Character: Give up to 1 of your opponent's Characters −3 cost during this turn. */
import { activateMain, card, giveCost } from '../dsl.ts';
import { trashThisCost } from '../trash.ts';

export default card('OP05-081', {
  text: "[Activate: Main] You may trash this Character: Give up to 1 of your opponent's Characters −3 cost during this turn.",
  abilities: [
    activateMain(
      { cost: [trashThisCost], text: "up to 1 opponent's Character −3 cost this turn" },
      giveCost(-3, 'turn', 1),
    ),
  ],
});
