/** OP04-070 Mr.3(Galdino): [On Your Opponent's Attack] [Once Per Turn] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Give up to 1 of your opponent's Characters −1000 power during this turn. */
import { addPower, card, donMinus, onOpponentsAttack } from '../dsl.ts';

export default card('OP04-070', {
  text: "[On Your Opponent's Attack] [Once Per Turn] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Give up to 1 of your opponent's Characters −1000 power during this turn.",
  abilities: [
    onOpponentsAttack(
      { once: true, cost: [donMinus(1)], text: "−1000 to an opponent's Character this turn" },
      addPower(-1000, 'turn', 1, { side: 'opponent' }),
    ),
  ],
});
