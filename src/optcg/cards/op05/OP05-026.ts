/** OP05-026 Sarquiss: [DON!! x1] [When Attacking] [Once Per Turn] You may rest 1 of your Characters with a cost of 3 or more: Set this Character as active. */
import { card, donX, restCharactersCost, setActive, whenAttacking } from '../dsl.ts';

export default card('OP05-026', {
  text: '[DON!! x1] [When Attacking] [Once Per Turn] You may rest 1 of your Characters with a cost of 3 or more: Set this Character as active.',
  abilities: [
    whenAttacking(
      {
        if: [donX(1)],
        once: true,
        cost: [restCharactersCost(1, { minCost: 3 })],
        mayPay: true,
        text: 'rest 1 of your Characters with a cost of 3 or more: set this Character as active',
      },
      setActive('self'),
    ),
  ],
});
