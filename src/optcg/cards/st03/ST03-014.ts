/** ST03-014 Marshall.D.Teach: [On Play] Return up to 1 Character with a cost of 3 or less to the owner's hand. */
import { bounce, card, onPlay } from '../dsl.ts';

export default card('ST03-014', {
  text: "[On Play] Return up to 1 Character with a cost of 3 or less to the owner's hand.",
  abilities: [
    onPlay(
      { text: "return up to 1 Character with cost 3 or less to the owner's hand" },
      bounce(1, { side: 'any', maxCost: 3 }),
    ),
  ],
});
