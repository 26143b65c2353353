/** ST10-002 Monkey.D.Luffy: [Activate: Main] [Once Per Turn] If you have 0 DON!! cards on your field or 8 or more DON!! cards on your field, add up to 1 DON!! card from your DON!! deck and set it as active. */
import { activateMain, addDon, anyOf, card, donOnFieldAtLeast } from '../dsl.ts';
import { donOnFieldAtMost } from '../don.ts';

export default card('ST10-002', {
  text: '[Activate: Main] [Once Per Turn] If you have 0 DON!! cards on your field or 8 or more DON!! cards on your field, add up to 1 DON!! card from your DON!! deck and set it as active.',
  abilities: [
    activateMain(
      {
        once: true,
        if: [anyOf(donOnFieldAtMost(0), donOnFieldAtLeast(8))],
        text: 'with 0 or 8+ DON!!: add 1 active DON!!',
      },
      addDon(1, true),
    ),
  ],
});
