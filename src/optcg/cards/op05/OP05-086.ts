/** OP05-086 Nefeltari Vivi: If you have 10 or more cards in your trash, this Character gains [Blocker]. (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card, gains } from '../dsl.ts';
import { trashAtLeast } from '../conditions.ts';

export default card('OP05-086', {
  text: 'If you have 10 or more cards in your trash, this Character gains [Blocker].\n(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  gains: [gains([trashAtLeast(10)], { kw: 'blocker' })],
});
