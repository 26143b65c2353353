/** OP04-045 King: [On Play] Draw 1 card. */
import { card, draw, onPlay } from '../dsl.ts';

export default card('OP04-045', {
  text: '[On Play] Draw 1 card.',
  abilities: [onPlay({ text: 'draw 1 card' }, draw(1))],
});
