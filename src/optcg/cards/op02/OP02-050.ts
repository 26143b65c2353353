/** OP02-050 Inazuma: If you have 1 or less cards in your hand, this Character gains +2000 power. [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card, gains, handAtMost } from '../dsl.ts';

export default card('OP02-050', {
  text: 'If you have 1 or less cards in your hand, this Character gains +2000 power.\n[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  keywords: ['blocker'],
  gains: [gains([handAtMost(1)], { power: 2000 })],
});
