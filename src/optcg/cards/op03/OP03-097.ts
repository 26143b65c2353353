/** OP03-097 Six King Pistol: [Counter] You may trash 1 card from your hand: Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Draw 1 card. Then, K.O. up to 1 of your opponent's Characters with a cost of 1 or less. */
import { addPower, card, counter, draw, ko, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP03-097', {
  text: "[Counter] You may trash 1 card from your hand: Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Draw 1 card. Then, K.O. up to 1 of your opponent's Characters with a cost of 1 or less.",
  abilities: [
    counter(
      { cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1 card: up to 1 +3000 this battle' },
      addPower(3000, 'battle'),
    ),
    trigger(
      { text: "draw 1; K.O. up to 1 opponent's Character with a cost of 1 or less" },
      draw(1),
      ko(1, { side: 'opponent', maxCost: 1 }),
    ),
  ],
});
