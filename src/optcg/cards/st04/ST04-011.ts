/** ST04-011 Black Maria: [Blocker]. */
import { card } from '../dsl.ts';

export default card('ST04-011', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  keywords: ['blocker'],
});
