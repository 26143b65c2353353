/** ST04-010 Who's.Who: [On Play] DON!! −1: K.O. up to 1 of your opponent's Characters with a cost of 3 or less. [Trigger] Play this card. */
import { card, donMinus, ko, onPlay, playThis, trigger } from '../dsl.ts';

export default card('ST04-010', {
  text: "[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 3 or less. [Trigger] Play this card.",
  abilities: [
    // 001 §8-3-1-4: "You may return …": a cost the owner may decline.
    onPlay(
      { cost: [donMinus(1)], mayPay: true, text: "K.O. up to 1 opponent's Character cost ≤3" },
      ko(1, { side: 'opponent', maxCost: 3 }),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
