/** ST05-001 Shanks: [Activate: Main] [Once Per Turn] DON!! −3 (You may return the specified number of DON!! cards from your field to your DON!! deck.): All of your {FILM} type Characters gain +2000 power during this turn. */
import { activateMain, allGainPower, card, donMinus } from '../dsl.ts';

export default card('ST05-001', {
  text: '[Activate: Main] [Once Per Turn] DON!! −3 (You may return the specified number of DON!! cards from your field to your DON!! deck.): All of your {FILM} type Characters gain +2000 power during this turn.',
  abilities: [
    activateMain(
      { text: 'all of your {FILM} Characters +2000 this turn', once: true, cost: [donMinus(3)] },
      allGainPower(2000, 'turn', { types: ['FILM'] }),
    ),
  ],
});
