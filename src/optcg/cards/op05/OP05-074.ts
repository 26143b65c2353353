/** OP05-074 Eustass"Captain"Kid: [Blocker] [Your Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck, add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, card, yourTurn } from '../dsl.ts';
import { whenDonReturned } from '../don.ts';

export default card('OP05-074', {
  text: '[Blocker]\n[Your Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck, add up to 1 DON!! card from your DON!! deck and set it as active.',
  keywords: ['blocker'],
  abilities: [
    whenDonReturned(
      { if: [yourTurn], once: true, text: 'add up to 1 DON!! card from your DON!! deck and set it as active' },
      addDon(1, true),
    ),
  ],
});
