/** OP02-115 Monkey.D.Garp: [DON!! x2] [When Attacking] K.O. up to 1 of your opponent's Characters with a cost of 0. */
import { card, donX, ko, whenAttacking } from '../dsl.ts';

export default card('OP02-115', {
  text: "[DON!! x2] [When Attacking] K.O. up to 1 of your opponent's Characters with a cost of 0.",
  abilities: [
    whenAttacking(
      { if: [donX(2)], text: "K.O. an opponent's Character with a cost of 0" },
      ko(1, { side: 'opponent', maxCost: 0 }),
    ),
  ],
});
