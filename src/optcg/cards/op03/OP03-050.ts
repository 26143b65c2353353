/** OP03-050 Boodle: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On K.O.] You may trash 1 card from the top of your deck. */
import { card, onKO } from '../dsl.ts';
import { trashDeckTop } from '../deck.ts';

export default card('OP03-050', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On K.O.] You may trash 1 card from the top of your deck.',
  keywords: ['blocker'],
  abilities: [onKO({ text: 'you may trash 1 card from the top of your deck' }, trashDeckTop(1))],
});
