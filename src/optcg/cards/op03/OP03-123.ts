/** OP03-123 Charlotte Katakuri: [On Play] Add up to 1 Character with a cost of 8 or less to the top or bottom of the owner's Life cards face-up. */
import { card, onPlay } from '../dsl.ts';
import { characterToLife } from '../life.ts';

export default card('OP03-123', {
  text: "[On Play] Add up to 1 Character with a cost of 8 or less to the top or bottom of the owner's Life cards face-up.",
  abilities: [
    onPlay(
      { text: "add up to 1 Character with a cost of 8 or less to the top or bottom of the owner's Life face-up" },
      characterToLife(1, { side: 'any', maxCost: 8 }, 'topOrBottom'),
    ),
  ],
});
