/** ST08-008 Higuma: [On Play] Give up to 1 of your opponent's Characters −2 cost during this turn. */
import { card, giveCost, onPlay } from '../dsl.ts';

export default card('ST08-008', {
  text: "[On Play] Give up to 1 of your opponent's Characters −2 cost during this turn.",
  abilities: [onPlay({ text: "up to 1 opponent's Character −2 cost" }, giveCost(-2, 'turn'))],
});
