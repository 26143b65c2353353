/** OP05-118 Kaido: [On Play] Draw 4 cards if your opponent has 3 or less Life cards. */
import { card, draw, onPlay, onlyIf } from '../dsl.ts';
import { opponentLifeAtMost } from '../conditions.ts';

export default card('OP05-118', {
  text: '[On Play] Draw 4 cards if your opponent has 3 or less Life cards.',
  abilities: [onPlay({ text: 'draw 4 if your opponent has 3 or less Life' }, onlyIf(opponentLifeAtMost(3), draw(4)))],
});
