/** OP02-032 Shishilian: [On Play] ② (You may rest the specified number of DON!! cards in your cost area.): Set up to 1 of your {Minks} type Characters with a cost of 5 or less as active. */
import { card, onPlay, restDonCost, setActive } from '../dsl.ts';

export default card('OP02-032', {
  text: '[On Play] ② (You may rest the specified number of DON!! cards in your cost area.): Set up to 1 of your {Minks} type Characters with a cost of 5 or less as active.',
  abilities: [
    onPlay(
      { cost: [restDonCost(2)], mayPay: true, text: 'set a {Minks} Character with a cost of 5 or less as active' },
      setActive(1, { types: ['Minks'], maxCost: 5 }),
    ),
  ],
});
