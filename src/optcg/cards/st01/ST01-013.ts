/** ST01-013 Roronoa Zoro: [DON!! x1] This Character gains +1000 power. */
import { card, donX, gains } from '../dsl.ts';

export default card('ST01-013', {
  gains: [gains([donX(1)], { power: 1000 })],
});
