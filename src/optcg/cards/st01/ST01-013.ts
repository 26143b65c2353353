/** ST01-013 Roronoa Zoro: [DON!! x1] This Character gains +1000 power. */
import { card, donX, gains } from '../dsl.ts';

export default card('ST01-013', {
  text: '[DON!! x1] This Character gains +1000 power.',
  gains: [gains([donX(1)], { power: 1000 })],
});
