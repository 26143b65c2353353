/** OP05-091 Rebecca: [Blocker] [On Play] Add up to 1 black Character card with a cost of 3 to 7 other than [Rebecca] from your trash to your hand. Then, play up to 1 black Character card with a cost of 3 or less from your hand rested. */
import { addFromTrash, card, onPlay, playFromHand } from '../dsl.ts';

export default card('OP05-091', {
  text: '[Blocker]\n[On Play] Add up to 1 black Character card with a cost of 3 to 7 other than [Rebecca] from your trash to your hand. Then, play up to 1 black Character card with a cost of 3 or less from your hand rested.',
  keywords: ['blocker'],
  abilities: [
    onPlay(
      {
        text: 'add a black cost 3–7 Character other than [Rebecca] from your trash; then play a black cost 3 or less rested',
      },
      addFromTrash(1, { colors: ['Black'], minCost: 3, maxCost: 7, nameNot: 'Rebecca' }, 'Character'),
      playFromHand(1, { colors: ['Black'], maxCost: 3 }, 'Character', true),
    ),
  ],
});
