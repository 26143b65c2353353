/** ST08-009 Makino: [On Play] If there is a Character with a cost of 0, draw 1 card. */
import { anyCharacterWithCost, card, draw, onPlay, onlyIf } from '../dsl.ts';

export default card('ST08-009', {
  text: '[On Play] If there is a Character with a cost of 0, draw 1 card.',
  abilities: [onPlay({ text: 'with a cost 0 Character, draw 1' }, onlyIf(anyCharacterWithCost(0), draw(1)))],
});
