/** OP04-032 Baby 5: [End of Your Turn] You may trash this Character: Set up to 2 of your DON!! cards as active. */
import { card, endOfYourTurn, setDonActive } from '../dsl.ts';
import { trashThisCost } from '../trash.ts';

export default card('OP04-032', {
  text: '[End of Your Turn] You may trash this Character: Set up to 2 of your DON!! cards as active.',
  abilities: [
    endOfYourTurn({ cost: [trashThisCost], mayPay: true, text: 'set up to 2 DON!! active' }, setDonActive(2)),
  ],
});
