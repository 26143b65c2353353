/** ST10-015 Gum-Gum Giant Sumo Slap: [Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle, and K.O. up to 1 of your opponent's Characters with 2000 power or less. */
import { addPower, card, counter, ko } from '../dsl.ts';

export default card('ST10-015', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle, and K.O. up to 1 of your opponent's Characters with 2000 power or less.",
  abilities: [
    counter(
      { text: "+2000 this battle, and K.O. up to 1 opponent's Character with 2000 power or less" },
      addPower(2000, 'battle'),
      ko(1, { side: 'opponent', maxPower: 2000 }),
    ),
  ],
});
