/** OP05-017 Lindbergh: [When Attacking] If this Character has 7000 power or more, K.O. up to 1 of your opponent's Characters with 3000 power or less. [Trigger] You may trash 1 card from your hand: If your Leader is multicolored, play this card. */
import { card, ko, onlyIf, playThis, trashFromHandCost, trigger, whenAttacking } from '../dsl.ts';
import { leaderMulticolored, selfPowerAtLeast } from '../conditions.ts';

export default card('OP05-017', {
  text: "[When Attacking] If this Character has 7000 power or more, K.O. up to 1 of your opponent's Characters with 3000 power or less. [Trigger] You may trash 1 card from your hand: If your Leader is multicolored, play this card.",
  abilities: [
    whenAttacking(
      { text: "with 7000 power or more, K.O. up to 1 opponent's Character with 3000 power or less" },
      onlyIf(selfPowerAtLeast(7000), ko(1, { side: 'opponent', maxPower: 3000 })),
    ),
    trigger(
      { cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1 card: with a multicolored Leader, play this card' },
      onlyIf(leaderMulticolored, playThis),
    ),
  ],
});
