/** OP03-015 Lim: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Opponent's Turn] When this Character is K.O.'d, give up to 1 of your opponent's Leader or Character cards −2000 power during this turn. */
import { addPower, card, opponentsTurn, whenThisKOd } from '../dsl.ts';

export default card('OP03-015', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[Opponent's Turn] When this Character is K.O.'d, give up to 1 of your opponent's Leader or Character cards −2000 power during this turn.",
  keywords: ['blocker'],
  abilities: [
    whenThisKOd(
      { if: [opponentsTurn], text: "up to 1 opponent's Leader or Character −2000 this turn" },
      addPower(-2000, 'turn', 1, { side: 'opponent', leader: true }),
    ),
  ],
});
