/** OP03-045 Carne: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Opponent's Turn] If you have 20 or less cards in your deck, this Character gains +3000 power. */
import { card, gains, opponentsTurn } from '../dsl.ts';
import { deckAtMost } from '../deck.ts';

export default card('OP03-045', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[Opponent's Turn] If you have 20 or less cards in your deck, this Character gains +3000 power.",
  keywords: ['blocker'],
  gains: [gains([opponentsTurn, deckAtMost(20)], { power: 3000 })],
});
