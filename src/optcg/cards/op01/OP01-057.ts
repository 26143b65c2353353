/** OP01-057 Paradise Waterfall: [Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, set up to 1 of your Characters as active. [Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of 4 or less. */
import { addPower, card, counter, ko, setActive, trigger } from '../dsl.ts';

export default card('OP01-057', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle. Then, set up to 1 of your Characters as active. [Trigger] K.O. up to 1 of your opponent's rested Characters with a cost of 4 or less.",
  abilities: [
    counter(
      { text: '+2000 this battle, then set up to 1 of your Characters active' },
      addPower(2000, 'battle'),
      setActive(1, { side: 'own' }),
    ),
    trigger(
      { text: "K.O. an opponent's rested Character with a cost of 4 or less" },
      ko(1, { side: 'opponent', rested: true, maxCost: 4 }),
    ),
  ],
});
