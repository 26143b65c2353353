/** ST06-008 Hina: [On Play] Give up to 1 of your opponent's Characters −4 cost during this turn. */
import { card, giveCost, onPlay } from '../dsl.ts';

export default card('ST06-008', {
  text: "[On Play] Give up to 1 of your opponent's Characters −4 cost during this turn.",
  abilities: [onPlay({ text: "up to 1 opponent's Character −4 cost" }, giveCost(-4, 'turn'))],
});
