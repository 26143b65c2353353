/** ST10-011 Heat: [Your Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck, this Character gains +2000 power until the start of your next turn. */
import { card, gainPower, yourTurn } from '../dsl.ts';
import { whenDonReturned } from '../don.ts';

export default card('ST10-011', {
  text: '[Your Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck, this Character gains +2000 power until the start of your next turn.',
  abilities: [
    whenDonReturned(
      { if: [yourTurn], once: true, text: '+2000 until the start of your next turn' },
      gainPower(2000, 'untilYourNextTurn'),
    ),
  ],
});
