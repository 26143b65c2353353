/** OP05-049 Haccha: [DON!! x1] [When Attacking] Return up to 1 Character with a cost of 3 or less to the owner's hand. */
import { bounce, card, donX, whenAttacking } from '../dsl.ts';

export default card('OP05-049', {
  text: "[DON!! x1] [When Attacking] Return up to 1 Character with a cost of 3 or less to the owner's hand.",
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: 'return up to 1 Character with a cost of 3 or less' },
      bounce(1, { side: 'any', maxCost: 3 }),
    ),
  ],
});
