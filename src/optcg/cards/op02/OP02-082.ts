/** OP02-082 Byrnndi World: [Activate: Main] DON!! −8 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains +792000 power during this turn. */
import { activateMain, card, donMinus, gainPower } from '../dsl.ts';

export default card('OP02-082', {
  text: '[Activate: Main] DON!! −8 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains +792000 power during this turn.',
  abilities: [activateMain({ cost: [donMinus(8)], text: '+792000 this turn' }, gainPower(792000, 'turn'))],
});
