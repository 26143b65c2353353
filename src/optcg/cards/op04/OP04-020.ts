/** OP04-020 Issho: [DON!! x1] [Your Turn] Give all of your opponent's Characters −1 cost. [End of Your Turn] ① (You may rest the specified number of DON!! cards in your cost area.): Set up to 1 of your Characters with a cost of 5 or less as active. */
import { card, donX, endOfYourTurn, fieldCost, restDonCost, setActive, yourTurn } from '../dsl.ts';

export default card('OP04-020', {
  text: "[DON!! x1] [Your Turn] Give all of your opponent's Characters −1 cost.\n[End of Your Turn] ① (You may rest the specified number of DON!! cards in your cost area.): Set up to 1 of your Characters with a cost of 5 or less as active.",
  costAuras: [fieldCost([donX(1), yourTurn], -1, { side: 'opponent' })],
  abilities: [
    endOfYourTurn(
      { cost: [restDonCost(1)], mayPay: true, text: 'set up to 1 Character with a cost of 5 or less active' },
      setActive(1, { side: 'own', maxCost: 5 }),
    ),
  ],
});
