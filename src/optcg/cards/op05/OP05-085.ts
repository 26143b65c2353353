/** OP05-085 Nefeltari Cobra: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play] Trash 1 card from the top of your deck. */
import { card, onPlay } from '../dsl.ts';
import { trashDeckTop } from '../deck.ts';

export default card('OP05-085', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] Trash 1 card from the top of your deck.',
  keywords: ['blocker'],
  abilities: [onPlay({ text: 'trash 1 card from the top of your deck' }, trashDeckTop(1, false))],
});
