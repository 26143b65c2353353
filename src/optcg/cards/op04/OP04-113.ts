/** OP04-113 Rabiyan: [Trigger] Play this card. */
import { card, playThis, trigger } from '../dsl.ts';

export default card('OP04-113', {
  text: '[Trigger] Play this card.',
  abilities: [trigger({ text: 'play this card' }, playThis)],
});
