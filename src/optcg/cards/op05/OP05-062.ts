/** OP05-062 O-Nami: If you have 10 DON!! cards on your field, this Character gains [Blocker]. (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card, donOnFieldAtLeast, gains } from '../dsl.ts';

export default card('OP05-062', {
  text: 'If you have 10 DON!! cards on your field, this Character gains [Blocker].\n(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  gains: [gains([donOnFieldAtLeast(10)], { kw: 'blocker' })],
});
