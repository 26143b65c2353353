/** OP01-078 Boa Hancock: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [DON!! x1] [When Attacking]/[On Block] Draw 1 card if you have 5 or less cards in your hand. */
import { card, donX, draw, handAtMost, onBlock, onlyIf, whenAttacking } from '../dsl.ts';

const drawIfFive = onlyIf(handAtMost(5), draw(1));

export default card('OP01-078', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[DON!! x1] [When Attacking]/[On Block] Draw 1 card if you have 5 or less cards in your hand.',
  keywords: ['blocker'],
  abilities: [
    whenAttacking({ if: [donX(1)], text: 'draw 1 if you have 5 or less cards in hand' }, drawIfFive),
    onBlock({ if: [donX(1)], text: 'draw 1 if you have 5 or less cards in hand' }, drawIfFive),
  ],
});
