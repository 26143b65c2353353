/** OP04-056 Gum-Gum Red Roc: [Main] Place up to 1 Character at the bottom of the owner's deck. [Trigger] Place up to 1 Character with a cost of 4 or less at the bottom of the owner's deck. */
import { card, main, toBottom, trigger } from '../dsl.ts';

export default card('OP04-056', {
  text: "[Main] Place up to 1 Character at the bottom of the owner's deck. [Trigger] Place up to 1 Character with a cost of 4 or less at the bottom of the owner's deck.",
  abilities: [
    main({ text: "a Character to the owner's deck bottom" }, toBottom(1, { side: 'any' })),
    trigger(
      { text: "a cost-4-or-less Character to the owner's deck bottom" },
      toBottom(1, { side: 'any', maxCost: 4 }),
    ),
  ],
});
