/** OP02-106 Tsuru: [On Play] Give up to 1 of your opponent's Characters −2 cost during this turn. */
import { card, giveCost, onPlay } from '../dsl.ts';

export default card('OP02-106', {
  text: "[On Play] Give up to 1 of your opponent's Characters −2 cost during this turn.",
  abilities: [onPlay({ text: "−2 cost to an opponent's Character this turn" }, giveCost(-2, 'turn', 1))],
});
