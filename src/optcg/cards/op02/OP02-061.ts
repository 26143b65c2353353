/** OP02-061 Morley: [When Attacking] If you have 1 or less cards in your hand, your opponent cannot activate the [Blocker] of any Character with a cost of 5 or less during this battle. */
import { card, handAtMost, noBlockerOfCostAtMost, onlyIf, whenAttacking } from '../dsl.ts';

export default card('OP02-061', {
  text: '[When Attacking] If you have 1 or less cards in your hand, your opponent cannot activate the [Blocker] of any Character with a cost of 5 or less during this battle.',
  abilities: [
    whenAttacking(
      { text: 'with 1 or less cards in hand: no [Blocker] of cost 5 or less this battle' },
      onlyIf(handAtMost(1), noBlockerOfCostAtMost(5)),
    ),
  ],
});
