/** OP05-050 Hina: [On Play] Draw 1 card if you have 5 or less cards in your hand. */
import { card, draw, handAtMost, onPlay, onlyIf } from '../dsl.ts';

export default card('OP05-050', {
  text: '[On Play] Draw 1 card if you have 5 or less cards in your hand.',
  abilities: [onPlay({ text: 'draw 1 with 5 or less cards in hand' }, onlyIf(handAtMost(5), draw(1)))],
});
