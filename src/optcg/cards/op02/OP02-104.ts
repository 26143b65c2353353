/** OP02-104 Sentomaru: [Trigger] Play this card. */
import { card, playThis, trigger } from '../dsl.ts';

export default card('OP02-104', {
  text: '[Trigger] Play this card.',
  abilities: [trigger({ text: 'play this card' }, playThis)],
});
