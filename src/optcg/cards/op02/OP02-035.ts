/** OP02-035 Trafalgar Law: [Activate: Main] ① (You may rest the specified number of DON!! cards in your cost area.) You may return this Character to the owner's hand: Play up to 1 Character with a cost of 3 from your hand. */
import { activateMain, card, playFromHand, restDonCost, returnThisCost } from '../dsl.ts';

export default card('OP02-035', {
  text: "[Activate: Main] ① (You may rest the specified number of DON!! cards in your cost area.) You may return this Character to the owner's hand: Play up to 1 Character with a cost of 3 from your hand.",
  abilities: [
    activateMain(
      { cost: [restDonCost(1), returnThisCost], text: 'return this: play a cost-3 Character from your hand' },
      playFromHand(1, { cost: 3 }, 'Character'),
    ),
  ],
});
