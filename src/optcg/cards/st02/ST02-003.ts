/** ST02-003 Urouge: [DON!! x1] If you have 3 or more Characters, this card gains +2000 power. */
import { card, charactersAtLeast, donX, gains } from '../dsl.ts';

export default card('ST02-003', {
  text: '[DON!! x1] If you have 3 or more Characters, this card gains +2000 power.',
  gains: [gains([donX(1), charactersAtLeast(3)], { power: 2000 })],
});
