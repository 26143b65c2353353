/** P-011 Uta: [Activate: Main] [Once Per Turn] ① (You may rest the specified number of DON!! cards in your cost area.): Up to 1 of your Characters with no base effect gains +2000 power during this turn. */
import { activateMain, addPower, card, restDonCost } from '../dsl.ts';

export default card('P-011', {
  text: '[Activate: Main] [Once Per Turn] ① (You may rest the specified number of DON!! cards in your cost area.): Up to 1 of your Characters with no base effect gains +2000 power during this turn.',
  abilities: [
    activateMain(
      { once: true, cost: [restDonCost(1)], text: 'a Character with no base effect +2000 this turn' },
      addPower(2000, 'turn', 1, { vanilla: true }),
    ),
  ],
});
