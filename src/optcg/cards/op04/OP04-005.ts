/** OP04-005 Kung Fu Jugon: If you have a [Kung Fu Jugon] other than this Character, this Character gains [Blocker]. (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card, exists, gains } from '../dsl.ts';

export default card('OP04-005', {
  text: 'If you have a [Kung Fu Jugon] other than this Character, this Character gains [Blocker].\n(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  // "If you have a [Kung Fu Jugon] other than this Character" (001 §2-1-2-1: the name).
  gains: [gains([exists({ side: 'own', nameHas: 'Kung Fu Jugon', other: true })], { kw: 'blocker' })],
});
