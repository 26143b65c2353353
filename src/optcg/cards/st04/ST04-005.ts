/** ST04-005 Queen: [Blocker]. [On Play] DON!! −1: Draw 2 cards and trash 1 card from your hand. */
import { card, donMinus, draw, onPlay, trashFromHand } from '../dsl.ts';

export default card('ST04-005', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Draw 2 cards and trash 1 card from your hand.',
  keywords: ['blocker'],
  // 001 §8-3-1-4: "You may return …": a cost the owner may decline.
  abilities: [
    onPlay(
      { cost: [donMinus(1)], mayPay: true, text: 'draw 2 cards and trash 1 card from your hand' },
      draw(2),
      trashFromHand(1),
    ),
  ],
});
