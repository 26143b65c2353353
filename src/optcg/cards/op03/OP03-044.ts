/** OP03-044 Kaya: [On Play] Draw 2 cards and trash 2 cards from your hand. */
import { card, draw, onPlay, trashFromHand } from '../dsl.ts';

export default card('OP03-044', {
  text: '[On Play] Draw 2 cards and trash 2 cards from your hand.',
  abilities: [onPlay({ text: 'draw 2 cards and trash 2 cards from your hand' }, draw(2), trashFromHand(2))],
});
