/** OP05-061 Uso-Hachi: [DON!! x1] [When Attacking] If you have 8 or more DON!! cards on your field, rest up to 1 of your opponent's Characters with a cost of 4 or less. */
import { card, donOnFieldAtLeast, donX, onlyIf, rest, whenAttacking } from '../dsl.ts';

export default card('OP05-061', {
  text: "[DON!! x1] [When Attacking] If you have 8 or more DON!! cards on your field, rest up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: "with 8 or more DON!!, rest up to 1 opponent's Character with a cost of 4 or less" },
      onlyIf(donOnFieldAtLeast(8), rest(1, { side: 'opponent', maxCost: 4 })),
    ),
  ],
});
