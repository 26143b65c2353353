/** OP01-093 Ulti: [On Play] ① (You may rest the specified number of DON!! cards in your cost area.): Add up to 1 DON!! card from your DON!! deck and rest it. */
import { addDon, card, onPlay, restDonCost } from '../dsl.ts';

export default card('OP01-093', {
  text: '[On Play] ① (You may rest the specified number of DON!! cards in your cost area.): Add up to 1 DON!! card from your DON!! deck and rest it.',
  abilities: [
    onPlay({ cost: [restDonCost(1)], mayPay: true, text: 'add up to 1 DON!! and rest it' }, addDon(1, false)),
  ],
});
