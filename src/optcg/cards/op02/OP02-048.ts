/** OP02-048 Land of Wano: [Activate: Main] You may trash 1 {Land of Wano} type card from your hand and rest this Stage: Set up to 1 of your DON!! cards as active. */
import { activateMain, card, restThis, setDonActive, trashFromHandCost } from '../dsl.ts';

export default card('OP02-048', {
  text: '[Activate: Main] You may trash 1 {Land of Wano} type card from your hand and rest this Stage: Set up to 1 of your DON!! cards as active.',
  abilities: [
    activateMain(
      { cost: [trashFromHandCost(1, { types: ['Land of Wano'] }), restThis], text: 'set up to 1 DON!! as active' },
      setDonActive(1),
    ),
  ],
});
