/** OP01-005 Uta: [On Play] Add up to 1 red Character card other than [Uta] with a cost of 3 or less from your trash to your hand. */
import { addFromTrash, card, onPlay } from '../dsl.ts';

export default card('OP01-005', {
  text: '[On Play] Add up to 1 red Character card other than [Uta] with a cost of 3 or less from your trash to your hand.',
  abilities: [
    onPlay(
      { text: 'add up to 1 red Character other than [Uta] with a cost of 3 or less from your trash' },
      addFromTrash(1, { colors: ['Red'], nameNot: 'Uta', maxCost: 3 }, 'Character'),
    ),
  ],
});
