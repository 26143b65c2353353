/** OP01-095 Kyoshirou: [On Play] Draw 1 card if you have 8 or more DON!! cards on your field. */
import { card, donOnFieldAtLeast, draw, onPlay, onlyIf } from '../dsl.ts';

export default card('OP01-095', {
  text: '[On Play] Draw 1 card if you have 8 or more DON!! cards on your field.',
  abilities: [
    onPlay({ text: 'draw 1 card if you have 8 or more DON!! on your field' }, onlyIf(donOnFieldAtLeast(8), draw(1))),
  ],
});
