/** P-013 Gordon: [Activate: Main] You may place this Character at the bottom of the owner's deck: Give up to 1 of your opponent's Characters −3000 power during this turn. */
import { activateMain, addPower, card, opponentsCharacter, thisToDeckBottomCost } from '../dsl.ts';

export default card('P-013', {
  text: "[Activate: Main] You may place this Character at the bottom of the owner's deck: Give up to 1 of your opponent's Characters −3000 power during this turn.",
  abilities: [
    activateMain(
      { cost: [thisToDeckBottomCost], text: "this to the deck bottom: −3000 to an opponent's Character" },
      addPower(-3000, 'turn', 1, opponentsCharacter),
    ),
  ],
});
