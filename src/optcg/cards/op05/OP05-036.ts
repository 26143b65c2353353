/** OP05-036 Monet: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Block] Rest up to 1 of your opponent's Characters with a cost of 4 or less. */
import { card, onBlock, rest } from '../dsl.ts';

export default card('OP05-036', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Block] Rest up to 1 of your opponent's Characters with a cost of 4 or less.",
  keywords: ['blocker'],
  abilities: [
    onBlock(
      { text: "rest up to 1 opponent's Character with a cost of 4 or less" },
      rest(1, { side: 'opponent', maxCost: 4 }),
    ),
  ],
});
