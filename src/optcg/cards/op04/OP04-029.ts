/** OP04-029 Dellinger: [End of Your Turn] Set up to 1 of your DON!! cards as active. */
import { card, endOfYourTurn, setDonActive } from '../dsl.ts';

export default card('OP04-029', {
  text: '[End of Your Turn] Set up to 1 of your DON!! cards as active.',
  abilities: [endOfYourTurn({ text: 'set up to 1 DON!! active' }, setDonActive(1))],
});
