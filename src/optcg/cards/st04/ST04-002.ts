/** ST04-002 Ulti: [On Play] DON!! −1: Play up to 1 [Page One] card with a cost of 4 or less from your hand. */
import { card, donMinus, onPlay, playFromHand } from '../dsl.ts';

export default card('ST04-002', {
  text: '[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play up to 1 [Page One] card with a cost of 4 or less from your hand.',
  abilities: [
    // 001 §8-3-1-4: the reminder text "You may return …" makes DON!! −1 a cost the owner may decline.
    // 001 §2-1-2-1: [Page One] is every card whose name contains "Page One".
    onPlay(
      { cost: [donMinus(1)], mayPay: true, text: 'play up to 1 [Page One] cost ≤4 from your hand' },
      playFromHand(1, { nameHas: 'Page One', maxCost: 4 }),
    ),
  ],
});
