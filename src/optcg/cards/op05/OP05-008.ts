/** OP05-008 Chaka: [DON!! x1] [Activate: Main] [Once Per Turn] Give up to 2 rested DON!! cards to your Leader or 1 of your Characters. */
import { activateMain, card, donX, giveRestedDon } from '../dsl.ts';

export default card('OP05-008', {
  text: '[DON!! x1] [Activate: Main] [Once Per Turn] Give up to 2 rested DON!! cards to your Leader or 1 of your Characters.',
  abilities: [activateMain({ if: [donX(1)], once: true, text: 'give up to 2 rested DON!!' }, giveRestedDon(2))],
});
