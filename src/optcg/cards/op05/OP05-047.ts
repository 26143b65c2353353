/** OP05-047 Basil Hawkins: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Block] Draw 1 card if you have 3 or less cards in your hand. Then, this Character gains +1000 power during this battle. */
import { card, draw, gainPower, handAtMost, onBlock, onlyIf } from '../dsl.ts';

export default card('OP05-047', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Block] Draw 1 card if you have 3 or less cards in your hand. Then, this Character gains +1000 power during this battle.',
  keywords: ['blocker'],
  abilities: [
    onBlock(
      { text: 'draw 1 with 3 or less cards in hand; then +1000 this battle' },
      onlyIf(handAtMost(3), draw(1)),
      gainPower(1000, 'battle'),
    ),
  ],
});
