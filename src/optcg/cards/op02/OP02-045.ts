/** OP02-045 Three Sword Style Oni Giri: [Counter] Up to 1 of your Leader or Character cards gains +6000 power during this battle. Then, play up to 1 Character card with a cost of 3 or less and no base effect from your hand. [Trigger] Rest up to 1 of your opponent's Leader or Character cards with a cost of 5 or less. */
import { addPower, card, counter, playFromHand, rest, trigger } from '../dsl.ts';

export default card('OP02-045', {
  text: "[Counter] Up to 1 of your Leader or Character cards gains +6000 power during this battle. Then, play up to 1 Character card with a cost of 3 or less and no base effect from your hand.\n[Trigger] Rest up to 1 of your opponent's Leader or Character cards with a cost of 5 or less.",
  abilities: [
    counter(
      { text: '+6000 this battle; then play a cost-3-or-less Character with no base effect from your hand' },
      addPower(6000, 'battle'),
      playFromHand(1, { maxCost: 3, vanilla: true }, 'Character'),
    ),
    trigger(
      { text: "rest an opponent's Leader or Character with a cost of 5 or less" },
      rest(1, { side: 'opponent', leader: true, maxCost: 5 }),
    ),
  ],
});
