/** OP03-066 Paulie: [On Play] ② (You may rest the specified number of DON!! cards in your cost area.): Add up to 1 DON!! card from your DON!! deck and set it as active. Then, if you have 8 or more DON!! cards on your field, K.O. up to 1 of your opponent's Characters with a cost of 4 or less. */
import { addDon, card, donOnFieldAtLeast, ko, onPlay, onlyIf, restDonCost } from '../dsl.ts';

export default card('OP03-066', {
  text: "[On Play] ② (You may rest the specified number of DON!! cards in your cost area.): Add up to 1 DON!! card from your DON!! deck and set it as active. Then, if you have 8 or more DON!! cards on your field, K.O. up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    onPlay(
      {
        cost: [restDonCost(2)],
        mayPay: true,
        text: 'add up to 1 DON!! active; then with 8 or more DON!!, K.O. up to 1 with a cost of 4 or less',
      },
      addDon(1, true),
      onlyIf(donOnFieldAtLeast(8), ko(1, { side: 'opponent', maxCost: 4 })),
    ),
  ],
});
