/** ST02-001 Eustass"Captain"Kid (Leader): [Activate: Main] [Once Per Turn] ③ You may trash 1 card from your hand: Set this Leader as active. */
import { activateMain, card, restDonCost, setActive, trashFromHandCost } from '../dsl.ts';

export default card('ST02-001', {
  text: '[Activate: Main] [Once Per Turn] ③ (You may rest the specified number of DON!! cards in your cost area.) You may trash 1 card from your hand: Set this Leader as active.',
  abilities: [
    activateMain(
      { once: true, cost: [restDonCost(3), trashFromHandCost(1)], text: 'set this Leader as active' },
      setActive('self'),
    ),
  ],
});
