/** OP02-034 Tony Tony.Chopper: [DON!! x1] [When Attacking] Rest up to 1 of your opponent's Characters with a cost of 2 or less. */
import { card, donX, rest, whenAttacking } from '../dsl.ts';

export default card('OP02-034', {
  text: "[DON!! x1] [When Attacking] Rest up to 1 of your opponent's Characters with a cost of 2 or less.",
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: "rest an opponent's Character with a cost of 2 or less" },
      rest(1, { side: 'opponent', maxCost: 2 }),
    ),
  ],
});
