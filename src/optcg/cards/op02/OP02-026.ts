/** OP02-026 Sanji: [Once Per Turn] When you play a Character with no base effect from your hand, if you have 3 or less Characters, set up to 2 of your DON!! cards as active. */
import { card, charactersAtMost, setDonActive, whenYouPlayFromHand } from '../dsl.ts';

export default card('OP02-026', {
  text: '[Once Per Turn] When you play a Character with no base effect from your hand, if you have 3 or less Characters, set up to 2 of your DON!! cards as active.',
  abilities: [
    whenYouPlayFromHand(
      {
        once: true,
        subject: { vanilla: true },
        if: [charactersAtMost(3)],
        text: 'played a Character with no base effect: set up to 2 DON!! active',
      },
      setDonActive(2),
    ),
  ],
});
