/** OP05-112 Captain McKinley: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On K.O.] Play up to 1 {Sky Island} type Character card with a cost of 1 from your hand. */
import { card, onKO, playFromHand } from '../dsl.ts';

export default card('OP05-112', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On K.O.] Play up to 1 {Sky Island} type Character card with a cost of 1 from your hand.',
  keywords: ['blocker'],
  abilities: [
    onKO(
      { text: 'play up to 1 {Sky Island} Character card with a cost of 1 from your hand' },
      playFromHand(1, { types: ['Sky Island'], minCost: 1, maxCost: 1 }, 'Character'),
    ),
  ],
});
