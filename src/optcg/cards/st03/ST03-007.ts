/** ST03-007 Sentomaru: [DON!! x1] [Activate: Main] [Once Per Turn] ②: Play up to 1 [Pacifista] with a cost of 4 or less from your deck, then shuffle your deck. */
import { activateMain, card, donX, playFromDeck, restDonCost } from '../dsl.ts';

export default card('ST03-007', {
  text: '[DON!! x1] [Activate: Main] [Once Per Turn] ② (You may rest the specified number of DON!! cards in your cost area.): Play up to 1 [Pacifista] with a cost of 4 or less from your deck, then shuffle your deck.',
  abilities: [
    activateMain(
      { if: [donX(1)], once: true, cost: [restDonCost(2)], text: 'play up to 1 [Pacifista] cost ≤4 from your deck' },
      // 001 §2-1-2-1: [Pacifista] means every card whose name contains "Pacifista".
      playFromDeck(1, { nameHas: 'Pacifista', maxCost: 4 }),
    ),
  ],
});
