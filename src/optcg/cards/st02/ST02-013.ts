/** ST02-013 Eustass"Captain"Kid: [Blocker]. [DON!! x1] [End of Your Turn] Set this Character as active. */
import { card, donX, endOfYourTurn, setActive } from '../dsl.ts';

export default card('ST02-013', {
  keywords: ['blocker'],
  abilities: [endOfYourTurn({ if: [donX(1)], text: 'set this Character as active' }, setActive('self'))],
});
