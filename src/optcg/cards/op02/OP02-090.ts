/** OP02-090 Hydra: [Main] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Give up to 1 of your opponent's Characters −3000 power during this turn. [Trigger] If your opponent has 6 or more DON!! cards on their field, your opponent returns 1 DON!! card from their field to their DON!! deck. */
import { addPower, card, donMinus, main, onlyIf, opponentsCharacter, trigger } from '../dsl.ts';
import { opponentDonOnFieldAtLeast, opponentReturnsDon } from '../don.ts';

export default card('OP02-090', {
  text: "[Main] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Give up to 1 of your opponent's Characters −3000 power during this turn. [Trigger] If your opponent has 6 or more DON!! cards on their field, your opponent returns 1 DON!! card from their field to their DON!! deck.",
  abilities: [
    main(
      { cost: [donMinus(1)], text: "−3000 to an opponent's Character this turn" },
      addPower(-3000, 'turn', 1, opponentsCharacter),
    ),
    trigger(
      { text: 'opponent with 6+ DON!!: they return 1' },
      onlyIf(opponentDonOnFieldAtLeast(6), opponentReturnsDon(1)),
    ),
  ],
});
