/** ST05-004 Uta: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Block] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Rest up to 1 of your opponent's Characters with a cost of 5 or less. */
import { card, donMinus, onBlock, rest } from '../dsl.ts';

export default card('ST05-004', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Block] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Rest up to 1 of your opponent's Characters with a cost of 5 or less.",
  keywords: ['blocker'],
  abilities: [
    onBlock(
      { text: "rest up to 1 opponent's Character (cost 5 or less)", cost: [donMinus(1)] },
      rest(1, { side: 'opponent', maxCost: 5 }),
    ),
  ],
});
