/** ST05-009 Scarlet: [Trigger] Play this card. */
import { card, playThis, trigger } from '../dsl.ts';

export default card('ST05-009', {
  text: '[Trigger] Play this card.',
  abilities: [trigger({ text: 'play this card' }, playThis)],
});
