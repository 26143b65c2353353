/** OP03-042 Usopp's Pirate Crew: [On Play] Add up to 1 blue [Usopp] from your trash to your hand. */
import { addFromTrash, card, onPlay } from '../dsl.ts';

export default card('OP03-042', {
  text: '[On Play] Add up to 1 blue [Usopp] from your trash to your hand.',
  abilities: [
    onPlay(
      { text: 'add up to 1 blue [Usopp] from your trash to your hand' },
      addFromTrash(1, { colors: ['Blue'], nameIs: 'Usopp' }),
    ),
  ],
});
