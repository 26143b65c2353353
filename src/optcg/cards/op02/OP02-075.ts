/** OP02-075 Shiki: [Trigger] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card. */
import { card, donMinus, playThis, trigger } from '../dsl.ts';

export default card('OP02-075', {
  text: '[Trigger] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card.',
  abilities: [trigger({ cost: [donMinus(1)], text: 'play this card' }, playThis)],
});
