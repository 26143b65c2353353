/** OP02-114 Borsalino: [Opponent's Turn] This Character gains +1000 power and cannot be K.O.'d by effects. [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card, gains, opponentsTurn } from '../dsl.ts';

export default card('OP02-114', {
  text: "[Opponent's Turn] This Character gains +1000 power and cannot be K.O.'d by effects.\n[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)",
  keywords: ['blocker'],
  gains: [gains([opponentsTurn], { power: 1000, noEffectKO: true })],
});
