/** OP05-051 Borsalino: [On Play] Place up to 1 Character with a cost of 4 or less at the bottom of the owner's deck. */
import { card, onPlay, toBottom } from '../dsl.ts';

export default card('OP05-051', {
  text: "[On Play] Place up to 1 Character with a cost of 4 or less at the bottom of the owner's deck.",
  abilities: [
    onPlay(
      { text: 'up to 1 Character with a cost of 4 or less to the bottom of the deck' },
      toBottom(1, { side: 'any', maxCost: 4 }),
    ),
  ],
});
