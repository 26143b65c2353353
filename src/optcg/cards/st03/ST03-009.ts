/** ST03-009 Donquixote Doflamingo: [On Play] Return up to 1 Character with a cost of 7 or less to the owner's hand. */
import { bounce, card, onPlay } from '../dsl.ts';

export default card('ST03-009', {
  text: "[On Play] Return up to 1 Character with a cost of 7 or less to the owner's hand.",
  abilities: [
    onPlay(
      { text: "return up to 1 Character with cost 7 or less to the owner's hand" },
      bounce(1, { side: 'any', maxCost: 7 }),
    ),
  ],
});
