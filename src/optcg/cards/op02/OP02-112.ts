/** OP02-112 Bell-mère: [Activate: Main] You may rest this Character: Give up to 1 of your opponent's Characters −1 cost during this turn. Then, up to 1 of your Leader or Character cards gains +1000 power during this turn. */
import { activateMain, addPower, card, giveCost, restThis, yourLeaderOrCharacter } from '../dsl.ts';

export default card('OP02-112', {
  text: "[Activate: Main] You may rest this Character: Give up to 1 of your opponent's Characters −1 cost during this turn. Then, up to 1 of your Leader or Character cards gains +1000 power during this turn.",
  abilities: [
    activateMain(
      { cost: [restThis], text: "−1 cost to an opponent's Character; your Leader or a Character +1000" },
      giveCost(-1, 'turn', 1),
      addPower(1000, 'turn', 1, yourLeaderOrCharacter),
    ),
  ],
});
