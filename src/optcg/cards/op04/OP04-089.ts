/** OP04-089 Bartolomeo: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card } from '../dsl.ts';

export default card('OP04-089', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  keywords: ['blocker'],
});
