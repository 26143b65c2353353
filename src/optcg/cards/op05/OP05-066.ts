/** OP05-066 Jinbe: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Opponent's Turn] If you have 10 DON!! cards on your field, this Character gains +1000 power. */
import { card, donOnFieldAtLeast, gains, opponentsTurn } from '../dsl.ts';

export default card('OP05-066', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[Opponent's Turn] If you have 10 DON!! cards on your field, this Character gains +1000 power.",
  keywords: ['blocker'],
  gains: [gains([opponentsTurn, donOnFieldAtLeast(10)], { power: 1000 })],
});
