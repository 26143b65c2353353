/** ST10-010 Trafalgar Law: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your opponent has 7 or more cards in their hand, trash 2 cards from your opponent's hand. */
import { card, donMinus, onPlay, onlyIf, opponentHandAtLeast } from '../dsl.ts';
import { trashFromOpponentsHand } from '../hand.ts';

export default card('ST10-010', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your opponent has 7 or more cards in their hand, trash 2 cards from your opponent's hand.",
  keywords: ['blocker'],
  abilities: [
    onPlay(
      { cost: [donMinus(1)], text: 'opponent with 7+ cards in hand: trash 2 of them' },
      onlyIf(opponentHandAtLeast(7), trashFromOpponentsHand(2)),
    ),
  ],
});
