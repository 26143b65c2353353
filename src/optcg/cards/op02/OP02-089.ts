/** OP02-089 Judgment of Hell: [Counter] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Give up to a total of 2 of your opponent's Leader or Character cards −3000 power during this turn. [Trigger] If your opponent has 6 or more DON!! cards on their field, your opponent returns 1 DON!! card from their field to their DON!! deck. */
import { addPower, card, counter, donMinus, onlyIf, trigger } from '../dsl.ts';
import { opponentDonOnFieldAtLeast, opponentReturnsDon } from '../don.ts';

export default card('OP02-089', {
  text: "[Counter] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Give up to a total of 2 of your opponent's Leader or Character cards −3000 power during this turn. [Trigger] If your opponent has 6 or more DON!! cards on their field, your opponent returns 1 DON!! card from their field to their DON!! deck.",
  abilities: [
    counter(
      { cost: [donMinus(1)], text: "−3000 to up to 2 of your opponent's Leader or Characters this turn" },
      addPower(-3000, 'turn', 2, { side: 'opponent', leader: true }),
    ),
    trigger(
      { text: 'opponent with 6+ DON!!: they return 1' },
      onlyIf(opponentDonOnFieldAtLeast(6), opponentReturnsDon(1)),
    ),
  ],
});
