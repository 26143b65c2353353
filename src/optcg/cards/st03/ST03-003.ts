/** ST03-003 Crocodile: [Blocker]. [DON!! x1] [On Block] Place up to 1 Character with a cost of 2 or less at the bottom of the owner's deck. */
import { card, donX, onBlock, toBottom } from '../dsl.ts';

export default card('ST03-003', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[DON!! x1] [On Block] Place up to 1 Character with a cost of 2 or less at the bottom of the owner's deck.",
  keywords: ['blocker'],
  abilities: [
    onBlock(
      { if: [donX(1)], text: "place up to 1 Character with cost 2 or less at the bottom of the owner's deck" },
      toBottom(1, { side: 'any', maxCost: 2 }),
    ),
  ],
});
