/** ST02-013 Eustass"Captain"Kid: [Blocker]. [DON!! x1] [End of Your Turn] Set this Character as active. */
import { card, donX, endOfYourTurn, setActive } from '../dsl.ts';

export default card('ST02-013', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[DON!! x1] [End of Your Turn] Set this Character as active.',
  keywords: ['blocker'],
  abilities: [endOfYourTurn({ if: [donX(1)], text: 'set this Character as active' }, setActive('self'))],
});
