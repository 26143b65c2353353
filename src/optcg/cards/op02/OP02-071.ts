/** OP02-071 Magellan: [Your Turn] [Once Per Turn] When a DON!! card on the field is returned to your DON!! deck, this Leader gains +1000 power during this turn. */
import { card, gainPower, yourTurn } from '../dsl.ts';
import { whenDonReturned } from '../don.ts';

export default card('OP02-071', {
  text: '[Your Turn] [Once Per Turn] When a DON!! card on the field is returned to your DON!! deck, this Leader gains +1000 power during this turn.',
  abilities: [
    whenDonReturned(
      { if: [yourTurn], once: true, text: '+1000 this turn when DON!! is returned' },
      gainPower(1000, 'turn'),
    ),
  ],
});
