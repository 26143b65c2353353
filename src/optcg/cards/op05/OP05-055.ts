/** OP05-055 X.Drake: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play] Look at 5 cards from the top of your deck and place them at the top or bottom of the deck in any order. */
import { card, lookAndReturn, onPlay } from '../dsl.ts';

export default card('OP05-055', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] Look at 5 cards from the top of your deck and place them at the top or bottom of the deck in any order.',
  keywords: ['blocker'],
  abilities: [onPlay({ text: 'look at 5, top or bottom in any order' }, lookAndReturn(5))],
});
