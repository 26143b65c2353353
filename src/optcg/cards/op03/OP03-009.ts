/** OP03-009 Haruta: [Activate: Main] [Once Per Turn] Give up to 1 rested DON!! card to your Leader or 1 of your Characters. */
import { activateMain, card, giveRestedDon } from '../dsl.ts';

export default card('OP03-009', {
  text: '[Activate: Main] [Once Per Turn] Give up to 1 rested DON!! card to your Leader or 1 of your Characters.',
  abilities: [activateMain({ once: true, text: 'give up to 1 rested DON!!' }, giveRestedDon(1))],
});
