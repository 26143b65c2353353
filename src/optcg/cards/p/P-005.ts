/** P-005 Kaido: [Activate: Main] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains [Banish] during this turn. (When this card deals damage, the target card is trashed without activating its Trigger.) */
import { activateMain, card, donMinus, gainKeyword } from '../dsl.ts';

export default card('P-005', {
  text: '[Activate: Main] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains [Banish] during this turn.\n(When this card deals damage, the target card is trashed without activating its Trigger.)',
  abilities: [activateMain({ cost: [donMinus(2)], text: '[Banish] this turn' }, gainKeyword('banish', 'turn'))],
});
