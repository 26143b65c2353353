/** OP01-026 Gum-Gum Fire-Fist Pistol Red Hawk: [Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, K.O. up to 1 of your opponent's Characters with 4000 power or less. [Trigger] Give up to 1 of your opponent's Leader or Character cards −10000 power during this turn. */
import { addPower, card, counter, ko, trigger } from '../dsl.ts';

export default card('OP01-026', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. Then, K.O. up to 1 of your opponent's Characters with 4000 power or less. [Trigger] Give up to 1 of your opponent's Leader or Character cards −10000 power during this turn.",
  abilities: [
    counter(
      { text: "+4000 this battle, then K.O. an opponent's Character with 4000 power or less" },
      addPower(4000, 'battle'),
      ko(1, { side: 'opponent', maxPower: 4000 }),
    ),
    trigger(
      { text: "−10000 to an opponent's Leader or Character this turn" },
      addPower(-10000, 'turn', 1, { side: 'opponent', leader: true }),
    ),
  ],
});
