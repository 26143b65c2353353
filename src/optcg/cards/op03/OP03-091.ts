/** OP03-091 Helmeppo: [On Play] Set the cost of up to 1 of your opponent's Characters with no base effect to 0 during this turn. */
import { card, onPlay } from '../dsl.ts';
import { setCostZero } from '../grants.ts';

export default card('OP03-091', {
  text: "[On Play] Set the cost of up to 1 of your opponent's Characters with no base effect to 0 during this turn.",
  abilities: [
    onPlay(
      { text: "set the cost of up to 1 opponent's Character with no base effect to 0 this turn" },
      setCostZero(1, 'turn', { side: 'opponent', vanilla: true }),
    ),
  ],
});
