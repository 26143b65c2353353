/** OP02-091 Venom Road: [Main] Add up to 1 DON!! card from your DON!! deck and set it as active. [Trigger] If your opponent has 6 or more DON!! cards on their field, your opponent returns 1 DON!! card from their field to their DON!! deck. */
import { addDon, card, main, onlyIf, trigger } from '../dsl.ts';
import { opponentDonOnFieldAtLeast, opponentReturnsDon } from '../don.ts';

export default card('OP02-091', {
  text: '[Main] Add up to 1 DON!! card from your DON!! deck and set it as active. [Trigger] If your opponent has 6 or more DON!! cards on their field, your opponent returns 1 DON!! card from their field to their DON!! deck.',
  abilities: [
    main({ text: 'add 1 active DON!!' }, addDon(1, true)),
    trigger(
      { text: 'opponent with 6+ DON!!: they return 1' },
      onlyIf(opponentDonOnFieldAtLeast(6), opponentReturnsDon(1)),
    ),
  ],
});
