/** OP03-057 Three Thousand Worlds: [Main] Place up to 1 Character with a cost of 5 or less at the bottom of the owner's deck. [Trigger] Place up to 1 Character with a cost of 3 or less at the bottom of the owner's deck. */
import { card, main, toBottom, trigger } from '../dsl.ts';

export default card('OP03-057', {
  text: "[Main] Place up to 1 Character with a cost of 5 or less at the bottom of the owner's deck. [Trigger] Place up to 1 Character with a cost of 3 or less at the bottom of the owner's deck.",
  abilities: [
    main(
      { text: 'up to 1 Character with a cost of 5 or less to the bottom of the deck' },
      toBottom(1, { side: 'any', maxCost: 5 }),
    ),
    trigger(
      { text: 'up to 1 Character with a cost of 3 or less to the bottom of the deck' },
      toBottom(1, { side: 'any', maxCost: 3 }),
    ),
  ],
});
