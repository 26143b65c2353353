/** OP01-058 Punk Gibson: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, rest up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger] Rest up to 1 of your opponent's Characters. */
import { addPower, card, counter, rest, trigger } from '../dsl.ts';

export default card('OP01-058', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, rest up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger] Rest up to 1 of your opponent's Characters.",
  abilities: [
    counter(
      { text: "+4000 this battle, then rest an opponent's Character with a cost of 4 or less" },
      addPower(4000, 'battle'),
      rest(1, { side: 'opponent', maxCost: 4 }),
    ),
    trigger({ text: "rest an opponent's Character" }, rest(1, { side: 'opponent' })),
  ],
});
