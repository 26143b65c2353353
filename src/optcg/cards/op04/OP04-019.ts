/** OP04-019 Donquixote Doflamingo: [End of Your Turn] Set up to 2 of your DON!! cards as active. */
import { card, endOfYourTurn, setDonActive } from '../dsl.ts';

export default card('OP04-019', {
  text: '[End of Your Turn] Set up to 2 of your DON!! cards as active.',
  abilities: [endOfYourTurn({ text: 'set up to 2 DON!! active' }, setDonActive(2))],
});
