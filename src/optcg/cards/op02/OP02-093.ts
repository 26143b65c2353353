/** OP02-093 Smoker: [DON!! x1] [Activate: Main] [Once Per Turn] Give up to 1 of your opponent's Characters −1 cost during this turn. Then, if there is a Character with a cost of 0, this Leader gains +1000 power during this turn. */
import { activateMain, anyCharacterWithCost, card, donX, gainPower, giveCost, onlyIf } from '../dsl.ts';

export default card('OP02-093', {
  text: "[DON!! x1] [Activate: Main] [Once Per Turn] Give up to 1 of your opponent's Characters −1 cost during this turn. Then, if there is a Character with a cost of 0, this Leader gains +1000 power during this turn.",
  abilities: [
    activateMain(
      { if: [donX(1)], once: true, text: "−1 cost to an opponent's Character; with a cost-0 Character, +1000" },
      giveCost(-1, 'turn', 1),
      onlyIf(anyCharacterWithCost(0), gainPower(1000, 'turn')),
    ),
  ],
});
