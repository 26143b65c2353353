/** OP04-025 Giolla: [On Your Opponent's Attack] ② (You may rest the specified number of DON!! cards in your cost area.): Rest up to 1 of your opponent's Characters with a cost of 4 or less. */
import { card, onOpponentsAttack, rest, restDonCost } from '../dsl.ts';

export default card('OP04-025', {
  text: "[On Your Opponent's Attack] ② (You may rest the specified number of DON!! cards in your cost area.): Rest up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    onOpponentsAttack(
      { cost: [restDonCost(2)], mayPay: true, text: "rest an opponent's Character with a cost of 4 or less" },
      rest(1, { side: 'opponent', maxCost: 4 }),
    ),
  ],
});
