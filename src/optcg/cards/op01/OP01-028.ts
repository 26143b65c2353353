/** OP01-028 Green Star Rafflesia: [Counter] Give up to 1 of your opponent's Leader or Character cards −2000 power during this turn. [Trigger] Activate this card's [Counter] effect. */
import { addPower, card, counter, trigger } from '../dsl.ts';

const minus2000 = addPower(-2000, 'turn', 1, { side: 'opponent', leader: true });

export default card('OP01-028', {
  text: "[Counter] Give up to 1 of your opponent's Leader or Character cards −2000 power during this turn. [Trigger] Activate this card's [Counter] effect.",
  abilities: [
    counter({ text: "−2000 to an opponent's Leader or Character this turn" }, minus2000),
    trigger({ text: "activate this card's [Counter]" }, minus2000),
  ],
});
