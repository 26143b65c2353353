/** OP02-063 Mr.1(Daz.Bonez): [On Play] Add up to 1 blue Event card with a cost of 1 from your trash to your hand. */
import { addFromTrash, card, onPlay } from '../dsl.ts';

export default card('OP02-063', {
  text: '[On Play] Add up to 1 blue Event card with a cost of 1 from your trash to your hand.',
  abilities: [
    onPlay(
      { text: 'a blue cost-1 Event from your trash to hand' },
      addFromTrash(1, { colors: ['Blue'], cost: 1 }, 'Event'),
    ),
  ],
});
