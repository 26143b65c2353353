/** OP02-067 Arabesque Brick Fist: [Main] Return up to 1 Character with a cost of 4 or less to the owner's hand. [Trigger] Activate this card's [Main] effect. */
import { bounce, card, main, trigger } from '../dsl.ts';

export default card('OP02-067', {
  text: "[Main] Return up to 1 Character with a cost of 4 or less to the owner's hand. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main({ text: 'return a Character with a cost of 4 or less' }, bounce(1, { side: 'any', maxCost: 4 })),
    trigger({ text: "activate this card's [Main] effect" }, bounce(1, { side: 'any', maxCost: 4 })),
  ],
});
