/** ST01-001 Monkey.D.Luffy (Leader): [Activate: Main] [Once Per Turn] Give this Leader or 1 of your Characters up to 1 rested DON!! card. */
import { activateMain, card, giveRestedDon } from '../dsl.ts';

export default card('ST01-001', {
  text: '[Activate: Main] [Once Per Turn] Give this Leader or 1 of your Characters up to 1 rested DON!! card.',
  abilities: [activateMain({ once: true, text: 'give up to 1 rested DON!!' }, giveRestedDon(1))],
});
