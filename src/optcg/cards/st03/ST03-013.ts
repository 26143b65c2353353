/** ST03-013 Boa Hancock: [Blocker]. [Trigger] Play this card. */
import { card, playThis, trigger } from '../dsl.ts';

export default card('ST03-013', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Trigger] Play this card.',
  keywords: ['blocker'],
  abilities: [trigger({ text: 'play this card' }, playThis)],
});
