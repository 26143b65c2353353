/** P-033 Monkey.D.Luffy: [Activate: Main] You may place this Character at the bottom of the owner's deck: Draw 1 card. */
import { activateMain, card, draw, thisToDeckBottomCost } from '../dsl.ts';

export default card('P-033', {
  text: "[Activate: Main] You may place this Character at the bottom of the owner's deck: Draw 1 card.",
  abilities: [activateMain({ cost: [thisToDeckBottomCost], text: 'this to the deck bottom: draw 1' }, draw(1))],
});
