/** P-014 Koby: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Trigger] Play this card. */
import { card, playThis, trigger } from '../dsl.ts';

export default card('P-014', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Trigger] Play this card.',
  keywords: ['blocker'],
  abilities: [trigger({ text: 'play this card' }, playThis)],
});
