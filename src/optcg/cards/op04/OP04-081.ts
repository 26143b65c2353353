/** OP04-081 Cavendish: [DON!! x1] This Character can also attack active Characters. [When Attacking] You may rest your Leader: K.O. up to 1 of your opponent's Characters with a cost of 1 or less. Then, trash 2 cards from the top of your deck. */
import { trashDeckTop } from '../deck.ts';
import { card, donX, gains, ko, whenAttacking } from '../dsl.ts';
import { restLeaderCost } from '../leader.ts';

export default card('OP04-081', {
  text: "[DON!! x1] This Character can also attack active Characters.\n[When Attacking] You may rest your Leader: K.O. up to 1 of your opponent's Characters with a cost of 1 or less. Then, trash 2 cards from the top of your deck.",
  gains: [gains([donX(1)], { canAttackActive: true })],
  abilities: [
    whenAttacking(
      {
        cost: [restLeaderCost],
        mayPay: true,
        text: 'rest your Leader: K.O. a cost-1-or-less Character; trash 2 from the deck',
      },
      ko(1, { side: 'opponent', maxCost: 1 }),
      trashDeckTop(2, false),
    ),
  ],
});
