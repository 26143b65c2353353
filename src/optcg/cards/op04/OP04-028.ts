/** OP04-028 Diamante: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [DON!! x1] [End of Your Turn] If you have 2 or more active DON!! cards, set this Character as active. */
import { activeDonAtLeast } from '../don.ts';
import { card, donX, endOfYourTurn, setActive } from '../dsl.ts';

export default card('OP04-028', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[DON!! x1] [End of Your Turn] If you have 2 or more active DON!! cards, set this Character as active.',
  keywords: ['blocker'],
  abilities: [
    endOfYourTurn(
      { if: [donX(1), activeDonAtLeast(2)], text: 'with 2 or more active DON!!: set this Character as active' },
      setActive('self'),
    ),
  ],
});
