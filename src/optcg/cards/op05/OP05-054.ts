/** OP05-054 Monkey.D.Garp: [On Play] Draw 2 cards and place 2 cards from your hand at the bottom of your deck in any order. */
import { card, draw, onPlay } from '../dsl.ts';
import { handToDeckBottom } from '../deck.ts';

export default card('OP05-054', {
  text: '[On Play] Draw 2 cards and place 2 cards from your hand at the bottom of your deck in any order.',
  abilities: [
    onPlay({ text: 'draw 2 and place 2 from your hand at the bottom of your deck' }, draw(2), handToDeckBottom(2)),
  ],
});
