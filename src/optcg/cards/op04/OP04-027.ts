/** OP04-027 Daddy Masterson: [DON!! x1] [End of Your Turn] Set this Character as active. */
import { card, donX, endOfYourTurn, setActive } from '../dsl.ts';

export default card('OP04-027', {
  text: '[DON!! x1] [End of Your Turn] Set this Character as active.',
  abilities: [endOfYourTurn({ if: [donX(1)], text: 'set this Character as active' }, setActive('self'))],
});
