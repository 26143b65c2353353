/** OP01-020 Hyogoro: [Activate: Main] You may rest this Character: Up to 1 of your Leader or Character cards gains +2000 power during this turn. */
import { activateMain, addPower, card, restThis, yourLeaderOrCharacter } from '../dsl.ts';

export default card('OP01-020', {
  text: '[Activate: Main] You may rest this Character: Up to 1 of your Leader or Character cards gains +2000 power during this turn.',
  abilities: [
    activateMain(
      { cost: [restThis], text: '+2000 to your Leader or a Character this turn' },
      addPower(2000, 'turn', 1, yourLeaderOrCharacter),
    ),
  ],
});
