/** OP02-072 Zephyr: [When Attacking] DON!! −4 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 3 or less. Then, this Leader gains +1000 power during this turn. */
import { card, donMinus, gainPower, ko, whenAttacking } from '../dsl.ts';

export default card('OP02-072', {
  text: "[When Attacking] DON!! −4 (You may return the specified number of DON!! cards from your field to your DON!! deck.): K.O. up to 1 of your opponent's Characters with a cost of 3 or less. Then, this Leader gains +1000 power during this turn.",
  abilities: [
    whenAttacking(
      { cost: [donMinus(4)], text: "K.O. an opponent's Character with a cost of 3 or less; +1000 this turn" },
      ko(1, { side: 'opponent', maxCost: 3 }),
      gainPower(1000, 'turn'),
    ),
  ],
});
