/** OP05-019 Fire Fist: [Main] Give up to 1 of your opponent's Characters −4000 power during this turn. Then, if you have 2 or less Life cards, K.O. up to 1 of your opponent's Characters with 0 power or less. [Trigger] Activate this card's [Main] effect. */
import { addPower, card, ko, lifeAtMost, main, onlyIf, trigger } from '../dsl.ts';

const fireFist = [
  addPower(-4000, 'turn', 1, { side: 'opponent' }),
  onlyIf(lifeAtMost(2), ko(1, { side: 'opponent', maxPower: 0 })),
];
const fist = "−4000 this turn; then with 2 or less Life, K.O. up to 1 opponent's Character with 0 power or less";

export default card('OP05-019', {
  text: "[Main] Give up to 1 of your opponent's Characters −4000 power during this turn. Then, if you have 2 or less Life cards, K.O. up to 1 of your opponent's Characters with 0 power or less. [Trigger] Activate this card's [Main] effect.",
  abilities: [main({ text: fist }, ...fireFist), trigger({ text: "activate this card's [Main]" }, ...fireFist)],
});
