/** P-010 Kaido: [End of Your Turn] Add 1 DON!! card from your DON!! deck and set it as active. */
import { addDonN, card, endOfYourTurn } from '../dsl.ts';

export default card('P-010', {
  text: '[End of Your Turn] Add 1 DON!! card from your DON!! deck and set it as active.',
  abilities: [endOfYourTurn({ text: 'add 1 active DON!!' }, addDonN(1, true))],
});
