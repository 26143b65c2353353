/** ST01-006 Tony Tony.Chopper: [Blocker]. */
import { card } from '../dsl.ts';

export default card('ST01-006', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  keywords: ['blocker'],
});
