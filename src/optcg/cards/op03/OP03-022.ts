/** OP03-022 Arlong: [DON!! x2] [When Attacking] ① (You may rest the specified number of DON!! cards in your cost area.): Play up to 1 Character card with a cost of 4 or less and a [Trigger] from your hand. */
import { card, donX, playFromHand, restDonCost, whenAttacking } from '../dsl.ts';

export default card('OP03-022', {
  text: '[DON!! x2] [When Attacking] ① (You may rest the specified number of DON!! cards in your cost area.): Play up to 1 Character card with a cost of 4 or less and a [Trigger] from your hand.',
  abilities: [
    whenAttacking(
      {
        if: [donX(2)],
        cost: [restDonCost(1)],
        mayPay: true,
        text: 'play up to 1 Character card with a cost of 4 or less and a [Trigger] from your hand',
      },
      playFromHand(1, { maxCost: 4, hasTrigger: true }, 'Character'),
    ),
  ],
});
