/** OP01-108 Hitokiri Kamazo: [On K.O.] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 5 or less. */
import { card, donMinus, ko, onKO } from '../dsl.ts';

export default card('OP01-108', {
  text: "[On K.O.] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 5 or less.",
  abilities: [
    onKO(
      { cost: [donMinus(1)], text: "K.O. an opponent's Character with a cost of 5 or less" },
      ko(1, { side: 'opponent', maxCost: 5 }),
    ),
  ],
});
