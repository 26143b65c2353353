/** OP01-070 Dracule Mihawk: [On Play] Place up to 1 Character with a cost of 7 or less at the bottom of the owner's deck. */
import { card, onPlay, toBottom } from '../dsl.ts';

export default card('OP01-070', {
  text: "[On Play] Place up to 1 Character with a cost of 7 or less at the bottom of the owner's deck.",
  abilities: [
    // "Place up to 1 Character": either player's (the owner's deck).
    onPlay(
      { text: 'a Character with a cost of 7 or less to the bottom of its deck' },
      toBottom(1, { side: 'any', maxCost: 7 }),
    ),
  ],
});
