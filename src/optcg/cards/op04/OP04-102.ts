/** OP04-102 Kin'emon: [Activate: Main] [Once Per Turn] ① (You may rest the specified number of DON!! cards in your cost area.) You may add 1 card from the top or bottom of your Life cards to your hand: Set this Character as active. */
import { activateMain, card, lifeToHandCost, restDonCost, setActive } from '../dsl.ts';

export default card('OP04-102', {
  text: '[Activate: Main] [Once Per Turn] ① (You may rest the specified number of DON!! cards in your cost area.) You may add 1 card from the top or bottom of your Life cards to your hand: Set this Character as active.',
  abilities: [
    activateMain(
      { once: true, cost: [restDonCost(1), lifeToHandCost('topOrBottom')], text: 'set this Character as active' },
      setActive('self'),
    ),
  ],
});
