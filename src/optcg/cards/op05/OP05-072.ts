/** OP05-072 Hone-Kichi: [On Play] If you have 8 or more DON!! cards on your field, give up to 2 of your opponent's Characters −2000 power during this turn. */
import { addPower, card, donOnFieldAtLeast, onPlay, onlyIf } from '../dsl.ts';

export default card('OP05-072', {
  text: "[On Play] If you have 8 or more DON!! cards on your field, give up to 2 of your opponent's Characters −2000 power during this turn.",
  abilities: [
    onPlay(
      { text: "with 8 or more DON!!, up to 2 opponent's Characters −2000 this turn" },
      onlyIf(donOnFieldAtLeast(8), addPower(-2000, 'turn', 2, { side: 'opponent' })),
    ),
  ],
});
