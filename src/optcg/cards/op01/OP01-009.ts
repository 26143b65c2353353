/** OP01-009 Carrot: [Trigger] Play this card. */
import { card, playThis, trigger } from '../dsl.ts';

export default card('OP01-009', {
  text: '[Trigger] Play this card.',
  abilities: [trigger({ text: 'play this card' }, playThis)],
});
