/** OP01-075 Pacifista: Under the rules of this game, you may have any number of this card in your deck. [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) */
import { card } from '../dsl.ts';

export default card('OP01-075', {
  text: 'Under the rules of this game, you may have any number of this card in your deck.\n[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
  // Any number of copies in a deck: the deck check reads the text (001 §1-3-1 over §5-1-2-3).
  keywords: ['blocker'],
});
