/** OP04-021 Viola: [On Your Opponent's Attack] ② (You may rest the specified number of DON!! cards in your cost area.): Rest up to 1 of your opponent's DON!! cards. */
import { card, onOpponentsAttack, restDonCost, restOpponentDon } from '../dsl.ts';

export default card('OP04-021', {
  text: "[On Your Opponent's Attack] ② (You may rest the specified number of DON!! cards in your cost area.): Rest up to 1 of your opponent's DON!! cards.",
  abilities: [
    onOpponentsAttack(
      { cost: [restDonCost(2)], mayPay: true, text: "rest up to 1 opponent's DON!!" },
      restOpponentDon(1),
    ),
  ],
});
