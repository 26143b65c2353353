/** OP04-043 Ulti: [DON!! x1] [When Attacking] Return up to 1 Character with a cost of 2 or less to the owner's hand or the bottom of their deck. */
import { toHandOrDeckBottom } from '../deck.ts';
import { card, donX, whenAttacking } from '../dsl.ts';

export default card('OP04-043', {
  text: "[DON!! x1] [When Attacking] Return up to 1 Character with a cost of 2 or less to the owner's hand or the bottom of their deck.",
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: "a cost-2-or-less Character to the owner's hand or deck bottom" },
      toHandOrDeckBottom(1, { side: 'any', maxCost: 2 }),
    ),
  ],
});
