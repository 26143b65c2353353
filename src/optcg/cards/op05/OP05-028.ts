/** OP05-028 Donquixote Doflamingo: [Activate: Main] You may trash this Character: K.O. up to 1 of your opponent's rested Characters with a cost of 2 or less. */
import { activateMain, card, ko } from '../dsl.ts';
import { trashThisCost } from '../trash.ts';

export default card('OP05-028', {
  text: "[Activate: Main] You may trash this Character: K.O. up to 1 of your opponent's rested Characters with a cost of 2 or less.",
  abilities: [
    activateMain(
      { cost: [trashThisCost], text: "K.O. up to 1 opponent's rested Character with a cost of 2 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 2 }),
    ),
  ],
});
