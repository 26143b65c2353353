/** ST03-016 Thrust Pad Cannon: [Counter] Return up to 1 Character with a cost of 3 or less to the owner's hand. [Trigger] Activate this card's [Counter] effect. */
import { bounce, card, counter, trigger } from '../dsl.ts';

const bounceUpTo3 = bounce(1, { side: 'any', maxCost: 3 });

export default card('ST03-016', {
  text: "[Counter] Return up to 1 Character with a cost of 3 or less to the owner's hand. [Trigger] Activate this card's [Counter] effect.",
  abilities: [
    counter({ text: "return up to 1 Character with cost 3 or less to the owner's hand" }, bounceUpTo3),
    trigger({ text: "activate this card's [Counter]" }, bounceUpTo3),
  ],
});
