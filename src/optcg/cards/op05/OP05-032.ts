/** OP05-032 Pica: [End of Your Turn] ①: Set this Character as active. [Once Per Turn] If this Character would be K.O.'d, you may rest up to 1 of your Characters with a cost of 3 or more other than [Pica] instead. */
import { card, endOfYourTurn, insteadOfKO, restCharactersCost, restDonCost, setActive } from '../dsl.ts';

export default card('OP05-032', {
  text: "[End of Your Turn] ①: Set this Character as active.\n[Once Per Turn] If this Character would be K.O.'d, you may rest up to 1 of your Characters with a cost of 3 or more other than [Pica] instead.",
  abilities: [
    endOfYourTurn({ cost: [restDonCost(1)], mayPay: true, text: 'set this Character as active' }, setActive('self')),
    {
      ...insteadOfKO(
        [restCharactersCost(1, { minCost: 3, nameNot: 'Pica' })],
        'rest 1 of your Characters with a cost of 3 or more other than [Pica]',
      ),
      once: true,
    },
  ],
});
