/** OP05-090 Riku Doldo III: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play]/[On K.O.] Up to 1 of your {Dressrosa} type Characters gains +2000 power during this turn. */
import { addPower, card, onKO, onPlay } from '../dsl.ts';

const plus2000 = addPower(2000, 'turn', 1, { types: ['Dressrosa'] });
const dressrosa = 'up to 1 of your {Dressrosa} type Characters +2000 this turn';

export default card('OP05-090', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play]/[On K.O.] Up to 1 of your {Dressrosa} type Characters gains +2000 power during this turn.',
  keywords: ['blocker'],
  abilities: [onPlay({ text: dressrosa }, plus2000), onKO({ text: dressrosa }, plus2000)],
});
