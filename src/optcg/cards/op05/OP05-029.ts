/** OP05-029 Donquixote Doflamingo: [On Your Opponent's Attack] [Once Per Turn] ① (You may rest the specified number of DON!! cards in your cost area.): Rest up to 1 of your opponent's Characters with a cost of 6 or less. */
import { card, onOpponentsAttack, rest, restDonCost } from '../dsl.ts';

export default card('OP05-029', {
  text: "[On Your Opponent's Attack] [Once Per Turn] ① (You may rest the specified number of DON!! cards in your cost area.): Rest up to 1 of your opponent's Characters with a cost of 6 or less.",
  abilities: [
    onOpponentsAttack(
      {
        once: true,
        cost: [restDonCost(1)],
        mayPay: true,
        text: "rest up to 1 opponent's Character with a cost of 6 or less",
      },
      rest(1, { side: 'opponent', maxCost: 6 }),
    ),
  ],
});
