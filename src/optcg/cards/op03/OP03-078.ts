/** OP03-078 Issho: [DON!! x1] [Your Turn] Give all of your opponent's Characters −3 cost. [On Play] If your opponent has 6 or more cards in their hand, trash 2 cards from your opponent's hand. */
import { card, donX, fieldCost, onlyIf, onPlay, opponentHandAtLeast, yourTurn } from '../dsl.ts';
import { trashFromOpponentsHand } from '../hand.ts';

export default card('OP03-078', {
  text: "[DON!! x1] [Your Turn] Give all of your opponent's Characters −3 cost.\n[On Play] If your opponent has 6 or more cards in their hand, trash 2 cards from your opponent's hand.",
  costAuras: [fieldCost([donX(1), yourTurn], -3, { side: 'opponent' })],
  abilities: [
    onPlay(
      { text: 'if your opponent has 6 or more cards in hand, trash 2 cards from their hand' },
      onlyIf(opponentHandAtLeast(6), trashFromOpponentsHand(2)),
    ),
  ],
});
