/** OP05-016 Morley: [When Attacking] If this Character has 7000 power or more, your opponent cannot activate [Blocker] during this battle. [Trigger] You may trash 1 card from your hand: If your Leader is multicolored, play this card. */
import { card, noBlockerThisBattle, onlyIf, playThis, trashFromHandCost, trigger, whenAttacking } from '../dsl.ts';
import { leaderMulticolored, selfPowerAtLeast } from '../conditions.ts';

export default card('OP05-016', {
  text: '[When Attacking] If this Character has 7000 power or more, your opponent cannot activate [Blocker] during this battle. [Trigger] You may trash 1 card from your hand: If your Leader is multicolored, play this card.',
  abilities: [
    whenAttacking(
      { text: 'with 7000 power or more, no [Blocker] this battle' },
      onlyIf(selfPowerAtLeast(7000), noBlockerThisBattle()),
    ),
    trigger(
      { cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1 card: with a multicolored Leader, play this card' },
      onlyIf(leaderMulticolored, playThis),
    ),
  ],
});
