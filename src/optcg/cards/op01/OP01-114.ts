/** OP01-114 X.Drake: [On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Your opponent trashes 1 card from their hand. */
import { card, donMinus, onPlay, opponentTrashesFromHand } from '../dsl.ts';

export default card('OP01-114', {
  text: '[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Your opponent trashes 1 card from their hand.',
  abilities: [
    onPlay({ cost: [donMinus(1)], text: 'your opponent trashes 1 card from their hand' }, opponentTrashesFromHand(1)),
  ],
});
