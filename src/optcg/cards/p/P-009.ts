/** P-009 Trafalgar Law: [On Play] If your opponent has 6 or more cards in their hand, your opponent adds 1 card from their Life area to their hand. */
import { card, onPlay, onlyIf, opponentHandAtLeast } from '../dsl.ts';
import { opponentLifeToHand } from '../life.ts';

export default card('P-009', {
  text: '[On Play] If your opponent has 6 or more cards in their hand, your opponent adds 1 card from their Life area to their hand.',
  abilities: [
    onPlay(
      { text: 'opponent with 6+ cards in hand: they add 1 Life card to their hand' },
      onlyIf(opponentHandAtLeast(6), opponentLifeToHand),
    ),
  ],
});
