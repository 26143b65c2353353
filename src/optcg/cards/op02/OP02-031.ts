/** OP02-031 Kouzuki Toki: If you have a [Kouzuki Oden] Character, this Character gains [Blocker]. (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card, characterNamed, gains } from '../dsl.ts';

export default card('OP02-031', {
  text: 'If you have a [Kouzuki Oden] Character, this Character gains [Blocker].\n(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  gains: [gains([characterNamed('Kouzuki Oden')], { kw: 'blocker' })],
});
