/** OP04-030 Trebol: [On Play] K.O. up to 1 of your opponent's rested Characters with a cost of 5 or less. [On Your Opponent's Attack] ② (You may rest the specified number of DON!! cards in your cost area.): Rest up to 1 of your opponent's Characters with a cost of 4 or less. */
import { card, ko, onOpponentsAttack, onPlay, rest, restDonCost } from '../dsl.ts';

export default card('OP04-030', {
  text: "[On Play] K.O. up to 1 of your opponent's rested Characters with a cost of 5 or less.\n[On Your Opponent's Attack] ② (You may rest the specified number of DON!! cards in your cost area.): Rest up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    onPlay(
      { text: "K.O. an opponent's rested Character with a cost of 5 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 5 }),
    ),
    onOpponentsAttack(
      { cost: [restDonCost(2)], mayPay: true, text: "rest an opponent's Character with a cost of 4 or less" },
      rest(1, { side: 'opponent', maxCost: 4 }),
    ),
  ],
});
