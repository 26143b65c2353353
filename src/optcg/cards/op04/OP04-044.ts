/** OP04-044 Kaido: [On Play] Return up to 1 Character with a cost of 8 or less and up to 1 Character with a cost of 3 or less to the owner's hand. */
import { bounce, card, onPlay } from '../dsl.ts';

export default card('OP04-044', {
  text: "[On Play] Return up to 1 Character with a cost of 8 or less and up to 1 Character with a cost of 3 or less to the owner's hand.",
  abilities: [
    onPlay(
      { text: 'return a cost-8-or-less Character and a cost-3-or-less Character to the hand' },
      bounce(1, { side: 'any', maxCost: 8 }),
      bounce(1, { side: 'any', maxCost: 3 }),
    ),
  ],
});
