/** ST03-013 Boa Hancock: [Blocker]. [Trigger] Play this card. */
import { card, playThis, trigger } from '../dsl.ts';

export default card('ST03-013', {
  keywords: ['blocker'],
  abilities: [trigger({ text: 'play this card' }, playThis)],
});
