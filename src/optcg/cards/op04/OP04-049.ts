/** OP04-049 Jack: [On K.O.] Draw 1 card. */
import { card, draw, onKO } from '../dsl.ts';

export default card('OP04-049', {
  text: '[On K.O.] Draw 1 card.',
  abilities: [onKO({ text: 'draw 1 card' }, draw(1))],
});
