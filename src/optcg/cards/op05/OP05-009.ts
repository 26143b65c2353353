/** OP05-009 Toh-Toh: [On Play] Draw 1 card if your Leader has 0 power or less. */
import { card, draw, onPlay, onlyIf } from '../dsl.ts';
import { leaderPowerAtMost } from '../conditions.ts';

export default card('OP05-009', {
  text: '[On Play] Draw 1 card if your Leader has 0 power or less.',
  abilities: [onPlay({ text: 'draw 1 if your Leader has 0 power or less' }, onlyIf(leaderPowerAtMost(0), draw(1)))],
});
