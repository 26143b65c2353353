/** OP01-031 Kouzuki Oden (Leader): [Activate: Main] [Once Per Turn] You can trash 1 {Land of Wano} type card from your hand: Set up to 2 of your DON!! cards as active. */
import { activateMain, card, setDonActive, trashFromHandCost } from '../dsl.ts';

export default card('OP01-031', {
  text: '[Activate: Main] [Once Per Turn] You can trash 1 {Land of Wano} type card from your hand: Set up to 2 of your DON!! cards as active.',
  abilities: [
    activateMain(
      { once: true, cost: [trashFromHandCost(1, { types: ['Land of Wano'] })], text: 'set up to 2 DON!! active' },
      setDonActive(2),
    ),
  ],
});
