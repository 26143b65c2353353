/** ST08-007 Nefeltari Vivi: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Trigger] Play this card. */
import { card, playThis, trigger } from '../dsl.ts';

export default card('ST08-007', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Trigger] Play this card.',
  keywords: ['blocker'],
  abilities: [trigger({ text: 'play this card' }, playThis)],
});
