/** P-004 Crocodile: [DON!! x1] This Character gains [Blocker]. (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card, donX, gains } from '../dsl.ts';

export default card('P-004', {
  text: '[DON!! x1] This Character gains [Blocker].\n(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  gains: [gains([donX(1)], { kw: 'blocker' })],
});
