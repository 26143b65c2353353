/** OP02-030 Kouzuki Oden: [Activate: Main] [Once Per Turn] ③ (You may rest the specified number of DON!! cards in your cost area.): Set this Character as active. [On K.O.] Play up to 1 green {Land of Wano} type Character card with a cost of 3 from your deck. Then, shuffle your deck. */
import { activateMain, card, onKO, playFromDeck, restDonCost, setActive } from '../dsl.ts';

export default card('OP02-030', {
  text: '[Activate: Main] [Once Per Turn] ③ (You may rest the specified number of DON!! cards in your cost area.): Set this Character as active.\n[On K.O.] Play up to 1 green {Land of Wano} type Character card with a cost of 3 from your deck. Then, shuffle your deck.',
  abilities: [
    activateMain({ once: true, cost: [restDonCost(3)], text: 'set this Character as active' }, setActive('self')),
    onKO(
      { text: 'play a green {Land of Wano} cost-3 Character from your deck' },
      playFromDeck(1, { colors: ['Green'], types: ['Land of Wano'], cost: 3 }),
    ),
  ],
});
