/** OP04-015 Roronoa Zoro: [On Play] Give up to 1 of your opponent's Characters −2000 power during this turn. */
import { addPower, card, onPlay } from '../dsl.ts';

export default card('OP04-015', {
  text: "[On Play] Give up to 1 of your opponent's Characters −2000 power during this turn.",
  abilities: [onPlay({ text: "−2000 to an opponent's Character" }, addPower(-2000, 'turn', 1, { side: 'opponent' }))],
});
