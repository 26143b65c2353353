/** ST02-004 Capone"Gang"Bege: [Blocker]. */
import { card } from '../dsl.ts';

export default card('ST02-004', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  keywords: ['blocker'],
});
