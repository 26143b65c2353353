/** OP01-037 Kawamatsu: [Trigger] Play this card. */
import { card, playThis, trigger } from '../dsl.ts';

export default card('OP01-037', {
  text: '[Trigger] Play this card.',
  abilities: [trigger({ text: 'play this card' }, playThis)],
});
