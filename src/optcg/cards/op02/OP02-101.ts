/** OP02-101 Strawberry: [When Attacking] If there is a Character with a cost of 0, your opponent cannot activate the [Blocker] of any Character with a cost of 5 or less during this battle. */
import { anyCharacterWithCost, card, noBlockerOfCostAtMost, onlyIf, whenAttacking } from '../dsl.ts';

export default card('OP02-101', {
  text: '[When Attacking] If there is a Character with a cost of 0, your opponent cannot activate the [Blocker] of any Character with a cost of 5 or less during this battle.',
  abilities: [
    whenAttacking(
      { text: 'with a cost-0 Character: no [Blocker] of cost 5 or less this battle' },
      onlyIf(anyCharacterWithCost(0), noBlockerOfCostAtMost(5)),
    ),
  ],
});
