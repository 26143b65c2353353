/** OP04-072 Mr.5(Gem): [On Your Opponent's Attack] [Once Per Turn] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.) You may rest this Character: K.O. up to 1 of your opponent's Characters with a cost of 4 or less. */
import { card, donMinus, ko, onOpponentsAttack, restThis } from '../dsl.ts';

export default card('OP04-072', {
  text: "[On Your Opponent's Attack] [Once Per Turn] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.) You may rest this Character: K.O. up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    onOpponentsAttack(
      { once: true, cost: [donMinus(2), restThis], text: "K.O. an opponent's Character with a cost of 4 or less" },
      ko(1, { side: 'opponent', maxCost: 4 }),
    ),
  ],
});
