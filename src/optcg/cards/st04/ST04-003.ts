/** ST04-003 Kaido: [On Play] DON!! −5: K.O. up to 1 of your opponent's Characters with a cost of 6 or less. This Character gains [Rush] during this turn. */
import { card, donMinus, gainKeyword, ko, onPlay } from '../dsl.ts';

export default card('ST04-003', {
  text: "[On Play] DON!! −5 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 6 or less. This Character gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)",
  abilities: [
    // 001 §8-3-1-4: "You may return …"; both parts after the colon need the cost paid (001 §8-3-1-3).
    onPlay(
      { cost: [donMinus(5)], mayPay: true, text: "K.O. up to 1 opponent's Character cost ≤6; gain [Rush] this turn" },
      ko(1, { side: 'opponent', maxCost: 6 }),
      gainKeyword('rush', 'turn'),
    ),
  ],
});
