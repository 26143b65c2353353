/** ST03-015 Sables: [Main] Return up to 1 Character with a cost of 7 or less to the owner's hand. [Trigger] Activate this card's [Main] effect. */
import { bounce, card, main, trigger } from '../dsl.ts';

const bounceUpTo7 = bounce(1, { side: 'any', maxCost: 7 });

export default card('ST03-015', {
  text: "[Main] Return up to 1 Character with a cost of 7 or less to the owner's hand. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main({ text: "return up to 1 Character with cost 7 or less to the owner's hand" }, bounceUpTo7),
    trigger({ text: "activate this card's [Main]" }, bounceUpTo7),
  ],
});
