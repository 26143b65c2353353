/** OP01-019 Bartolomeo: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [DON!! x2] [Opponent's Turn] This Character gains +3000 power. */
import { card, donX, gains, opponentsTurn } from '../dsl.ts';

export default card('OP01-019', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[DON!! x2] [Opponent's Turn] This Character gains +3000 power.",
  keywords: ['blocker'],
  gains: [gains([donX(2), opponentsTurn], { power: 3000 })],
});
