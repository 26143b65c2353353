/** OP04-058 Crocodile: [Opponent's Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck by your effect, add up to 1 DON!! card from your DON!! deck and set it as active. */
import { whenDonReturnedByYourEffect } from '../don.ts';
import { addDon, card, opponentsTurn } from '../dsl.ts';

export default card('OP04-058', {
  text: "[Opponent's Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck by your effect, add up to 1 DON!! card from your DON!! deck and set it as active.",
  abilities: [
    whenDonReturnedByYourEffect(
      { if: [opponentsTurn], once: true, text: 'add up to 1 DON!! and set it as active' },
      addDon(1, true),
    ),
  ],
});
