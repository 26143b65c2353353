/** OP01-039 Killer: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [DON!! x1] [On Block] If you have 3 or more Characters, draw 1 card. */
import { card, charactersAtLeast, donX, draw, onBlock, onlyIf } from '../dsl.ts';

export default card('OP01-039', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[DON!! x1] [On Block] If you have 3 or more Characters, draw 1 card.',
  keywords: ['blocker'],
  abilities: [
    // 001 §8-3-3: "If you have 3 or more Characters" is checked as the effect resolves.
    onBlock(
      { if: [donX(1)], text: 'draw 1 card if you have 3 or more Characters' },
      onlyIf(charactersAtLeast(3), draw(1)),
    ),
  ],
});
