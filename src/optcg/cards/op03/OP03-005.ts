/** OP03-005 Thatch: [Activate: Main] [Once Per Turn] This Character gains +2000 power during this turn. Then, trash this Character at the end of this turn. */
import { activateMain, card, gainPower } from '../dsl.ts';
import { trashThisAtEndOfTurn } from '../delayed.ts';

export default card('OP03-005', {
  text: '[Activate: Main] [Once Per Turn] This Character gains +2000 power during this turn. Then, trash this Character at the end of this turn.',
  abilities: [
    activateMain(
      { once: true, text: '+2000 this turn, then trash this Character at the end of the turn' },
      gainPower(2000, 'turn'),
      trashThisAtEndOfTurn,
    ),
  ],
});
