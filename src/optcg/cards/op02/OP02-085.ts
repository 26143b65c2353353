/** OP02-085 Magellan: [On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Your opponent returns 1 DON!! card from their field to their DON!! deck. [Opponent's Turn] When this Character is K.O.'d, your opponent returns 2 DON!! cards from their field to their DON!! deck. */
import { card, donMinus, onPlay, opponentsTurn, whenThisKOd } from '../dsl.ts';
import { opponentReturnsDon } from '../don.ts';

export default card('OP02-085', {
  text: "[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Your opponent returns 1 DON!! card from their field to their DON!! deck.\n[Opponent's Turn] When this Character is K.O.'d, your opponent returns 2 DON!! cards from their field to their DON!! deck.",
  abilities: [
    onPlay({ cost: [donMinus(1)], text: 'your opponent returns 1 DON!!' }, opponentReturnsDon(1)),
    whenThisKOd(
      { if: [opponentsTurn], text: "K.O.'d in your opponent's turn: they return 2 DON!!" },
      opponentReturnsDon(2),
    ),
  ],
});
