/** OP04-016 Bad Manners Kick Course: [Counter] You may trash 1 card from your hand: Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Give up to 1 of your opponent's Leader or Character cards −3000 power during this turn. */
import { addPower, card, counter, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP04-016', {
  text: "[Counter] You may trash 1 card from your hand: Up to 1 of your Leader or Character cards gains +3000 power during this battle. [Trigger] Give up to 1 of your opponent's Leader or Character cards −3000 power during this turn.",
  abilities: [
    counter(
      { cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1: +3000 this battle' },
      addPower(3000, 'battle'),
    ),
    trigger(
      { text: "−3000 to an opponent's Leader or Character" },
      addPower(-3000, 'turn', 1, { side: 'opponent', leader: true }),
    ),
  ],
});
