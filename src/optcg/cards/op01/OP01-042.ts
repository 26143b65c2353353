/** OP01-042 Komurasaki: [On Play] ③ (You may rest the specified number of DON!! cards in your cost area.): If your Leader is [Kouzuki Oden], set up to 1 of your {Land of Wano} type Character cards with a cost of 3 or less as active. */
import { card, leaderIs, onPlay, onlyIf, restDonCost, setActive } from '../dsl.ts';

export default card('OP01-042', {
  text: '[On Play] ③ (You may rest the specified number of DON!! cards in your cost area.): If your Leader is [Kouzuki Oden], set up to 1 of your {Land of Wano} type Character cards with a cost of 3 or less as active.',
  abilities: [
    // 001 §8-3-3: the cost may be paid with another Leader; the "If" part then does nothing.
    onPlay(
      { cost: [restDonCost(3)], mayPay: true, text: 'set a {Land of Wano} Character with a cost of 3 or less active' },
      onlyIf(leaderIs('Kouzuki Oden'), setActive(1, { types: ['Land of Wano'], maxCost: 3 })),
    ),
  ],
});
