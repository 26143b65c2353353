/** OP04-034 Lao.G: [End of Your Turn] If you have 3 or more active DON!! cards, K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less. */
import { activeDonAtLeast } from '../don.ts';
import { card, endOfYourTurn, ko } from '../dsl.ts';

export default card('OP04-034', {
  text: "[End of Your Turn] If you have 3 or more active DON!! cards, K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less.",
  abilities: [
    endOfYourTurn(
      { if: [activeDonAtLeast(3)], text: 'with 3 or more active DON!!: K.O. a rested cost-3-or-less Character' },
      ko(1, { side: 'opponent', rested: true, maxCost: 3 }),
    ),
  ],
});
