/** OP02-025 Kin'emon: [Activate: Main] [Once Per Turn] If you have 1 or less Characters, the next time you play a {Land of Wano} type Character card with a cost of 3 or more from your hand during this turn, the cost will be reduced by 1. */
import {
  activateMain,
  card,
  charactersAtMost,
  nextPlayCost,
  nextPlayDiscountThisTurn,
  onlyIf,
  printedCost,
} from '../dsl.ts';

export default card('OP02-025', {
  text: '[Activate: Main] [Once Per Turn] If you have 1 or less Characters, the next time you play a {Land of Wano} type Character card with a cost of 3 or more from your hand during this turn, the cost will be reduced by 1.',
  costAuras: [nextPlayCost(-1, { types: ['Land of Wano'], where: (g, c) => printedCost(g, c) >= 3 }, 'Character')],
  abilities: [
    activateMain(
      {
        once: true,
        text: 'with 1 or less Characters: your next {Land of Wano} cost-3+ Character this turn costs 1 less',
      },
      onlyIf(charactersAtMost(1), nextPlayDiscountThisTurn),
    ),
  ],
});
