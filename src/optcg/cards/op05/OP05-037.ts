/** OP05-037 Because the Side of Justice Will Be Whichever Side Wins!!: [Counter] You may trash 1 card from your hand: Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Rest up to 1 of your opponent's Characters with a cost of 4 or less. */
import { addPower, card, counter, rest, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP05-037', {
  text: "[Counter] You may trash 1 card from your hand: Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Rest up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    counter(
      { cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1 card: up to 1 +3000 this battle' },
      addPower(3000, 'battle'),
    ),
    trigger(
      { text: "rest up to 1 opponent's Character with a cost of 4 or less" },
      rest(1, { side: 'opponent', maxCost: 4 }),
    ),
  ],
});
