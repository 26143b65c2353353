/** ST10-009 Jean Bart: [On Play] ① (You may rest the specified number of DON!! cards in your cost area.): Add up to 1 DON!! card from your DON!! deck and set it as active. */
import { addDon, card, onPlay, restDonCost } from '../dsl.ts';

export default card('ST10-009', {
  text: '[On Play] ① (You may rest the specified number of DON!! cards in your cost area.): Add up to 1 DON!! card from your DON!! deck and set it as active.',
  abilities: [onPlay({ text: 'add up to 1 active DON!!', cost: [restDonCost(1)], mayPay: true }, addDon(1, true))],
});
