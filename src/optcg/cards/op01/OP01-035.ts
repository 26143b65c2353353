/** OP01-035 Okiku: [DON!! x1] [When Attacking] [Once Per Turn] Rest up to 1 of your opponent's Characters with a cost of 5 or less. */
import { card, donX, rest, whenAttacking } from '../dsl.ts';

export default card('OP01-035', {
  text: "[DON!! x1] [When Attacking] [Once Per Turn] Rest up to 1 of your opponent's Characters with a cost of 5 or less.",
  abilities: [
    whenAttacking(
      { if: [donX(1)], once: true, text: "rest an opponent's Character with a cost of 5 or less" },
      rest(1, { side: 'opponent', maxCost: 5 }),
    ),
  ],
});
