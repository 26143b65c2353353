/** OP05-079 Viola: [On Play] Your opponent places 3 cards from their trash at the bottom of their deck in any order. */
import { card, onPlay } from '../dsl.ts';
import { opponentTrashToDeckBottom } from '../trash.ts';

export default card('OP05-079', {
  text: '[On Play] Your opponent places 3 cards from their trash at the bottom of their deck in any order.',
  abilities: [
    onPlay(
      { text: 'your opponent places 3 cards from their trash at the bottom of their deck' },
      opponentTrashToDeckBottom(3),
    ),
  ],
});
