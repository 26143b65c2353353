/** OP01-080 Miss Doublefinger(Zala): [On K.O.] Draw 1 card. */
import { card, draw, onKO } from '../dsl.ts';

export default card('OP01-080', {
  text: '[On K.O.] Draw 1 card.',
  abilities: [onKO({ text: 'draw 1 card' }, draw(1))],
});
