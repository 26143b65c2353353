/** OP05-063 O-Robi: [On Play] If you have 8 or more DON!! cards on your field, K.O. up to 1 of your opponent's Characters with a cost of 3 or less. */
import { card, donOnFieldAtLeast, ko, onPlay, onlyIf } from '../dsl.ts';

export default card('OP05-063', {
  text: "[On Play] If you have 8 or more DON!! cards on your field, K.O. up to 1 of your opponent's Characters with a cost of 3 or less.",
  abilities: [
    onPlay(
      { text: "with 8 or more DON!!, K.O. up to 1 opponent's Character with a cost of 3 or less" },
      onlyIf(donOnFieldAtLeast(8), ko(1, { side: 'opponent', maxCost: 3 })),
    ),
  ],
});
