/** OP05-048 Bastille: [DON!! x1] [When Attacking] Place up to 1 Character with a cost of 2 or less at the bottom of the owner's deck. */
import { card, donX, toBottom, whenAttacking } from '../dsl.ts';

export default card('OP05-048', {
  text: "[DON!! x1] [When Attacking] Place up to 1 Character with a cost of 2 or less at the bottom of the owner's deck.",
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: 'up to 1 Character with a cost of 2 or less to the bottom of the deck' },
      toBottom(1, { side: 'any', maxCost: 2 }),
    ),
  ],
});
