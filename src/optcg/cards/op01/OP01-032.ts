/** OP01-032 Ashura Doji: [DON!! x1] If your opponent has 2 or more rested Characters, this Character gains +2000 power. */
import { card, donX, gains, restedCharactersAtLeast } from '../dsl.ts';

export default card('OP01-032', {
  text: '[DON!! x1] If your opponent has 2 or more rested Characters, this Character gains +2000 power.',
  // "If your opponent has 2 or more rested Characters": a permanent effect, checked continuously (001 §8-1-3-3).
  gains: [gains([donX(1), restedCharactersAtLeast(2, 'opponent')], { power: 2000 })],
});
