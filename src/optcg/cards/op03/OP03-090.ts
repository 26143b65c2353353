/** OP03-090 Blueno: [DON!! x1] This Character gains [Blocker]. (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On K.O.] Play up to 1 Character card with a type including "CP" and a cost of 4 or less from your trash rested. */
import { card, donX, gains, onKO } from '../dsl.ts';
import { playFromTrash } from '../trash.ts';

export default card('OP03-090', {
  text: '[DON!! x1] This Character gains [Blocker].\n(After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On K.O.] Play up to 1 Character card with a type including "CP" and a cost of 4 or less from your trash rested.',
  gains: [gains([donX(1)], { kw: 'blocker' })],
  abilities: [
    onKO(
      { text: 'play up to 1 CP Character card with a cost of 4 or less from your trash rested' },
      playFromTrash(1, { typeIncludes: 'CP', maxCost: 4 }, true),
    ),
  ],
});
