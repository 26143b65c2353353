/** OP05-057 Hound Blaze: [Main] Up to 1 of your Leader or Character cards gains +3000 power during this turn. Then, place up to 1 Character with a cost of 2 or less at the bottom of the owner's deck. [Trigger] Return up to 1 Character with a cost of 3 or less to the owner's hand. */
import { addPower, bounce, card, main, toBottom, trigger } from '../dsl.ts';

export default card('OP05-057', {
  text: "[Main] Up to 1 of your Leader or Character cards gains +3000 power during this turn. Then, place up to 1 Character with a cost of 2 or less at the bottom of the owner's deck. [Trigger] Return up to 1 Character with a cost of 3 or less to the owner's hand.",
  abilities: [
    main(
      { text: '+3000 this turn; then up to 1 Character with a cost of 2 or less to the bottom of the deck' },
      addPower(3000, 'turn'),
      toBottom(1, { side: 'any', maxCost: 2 }),
    ),
    trigger({ text: 'return up to 1 Character with a cost of 3 or less' }, bounce(1, { side: 'any', maxCost: 3 })),
  ],
});
