/** ST06-010 Helmeppo: [On Play] Give up to 1 of your opponent's Characters −3 cost during this turn. */
import { card, giveCost, onPlay } from '../dsl.ts';

export default card('ST06-010', {
  text: "[On Play] Give up to 1 of your opponent's Characters −3 cost during this turn.",
  abilities: [onPlay({ text: "up to 1 opponent's Character −3 cost" }, giveCost(-3, 'turn'))],
});
