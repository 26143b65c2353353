/** OP05-038 Charlestone: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, you may trash 1 card from your hand. If you do, set up to 3 of your DON!! cards as active. [Trigger] Rest up to 1 of your opponent's Leader or Character cards with a cost of 3 or less. */
import { addPower, card, counter, rest, setDonActive, trashFromHandCost, trigger } from '../dsl.ts';
import { mayPayThen } from '../optional.ts';

export default card('OP05-038', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, you may trash 1 card from your hand. If you do, set up to 3 of your DON!! cards as active. [Trigger] Rest up to 1 of your opponent's Leader or Character cards with a cost of 3 or less.",
  abilities: [
    counter(
      { text: '+4000 this battle; you may trash 1 card: set up to 3 DON!! active' },
      addPower(4000, 'battle'),
      ...mayPayThen(trashFromHandCost(1), 'set up to 3 of your DON!! cards as active', setDonActive(3)),
    ),
    trigger(
      { text: "rest up to 1 opponent's Leader or Character with a cost of 3 or less" },
      rest(1, { side: 'opponent', leader: true, maxCost: 3 }),
    ),
  ],
});
