/** OP05-022 Donquixote Rosinante: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [End of Your Turn] If you have 6 or less cards in your hand, set this Leader as active. */
import { card, endOfYourTurn, handAtMost, onlyIf, setActive } from '../dsl.ts';

export default card('OP05-022', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[End of Your Turn] If you have 6 or less cards in your hand, set this Leader as active.',
  keywords: ['blocker'],
  abilities: [
    endOfYourTurn(
      { text: 'with 6 or less cards in hand, set this Leader as active' },
      onlyIf(handAtMost(6), setActive('self')),
    ),
  ],
});
