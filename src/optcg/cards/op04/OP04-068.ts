/** OP04-068 Yokozuna: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Your Opponent's Attack] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Return up to 1 of your opponent's Characters with a cost of 2 or less to the owner's hand. */
import { bounce, card, donMinus, onOpponentsAttack } from '../dsl.ts';

export default card('OP04-068', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Your Opponent's Attack] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Return up to 1 of your opponent's Characters with a cost of 2 or less to the owner's hand.",
  keywords: ['blocker'],
  abilities: [
    onOpponentsAttack(
      { cost: [donMinus(1)], text: "return an opponent's cost-2-or-less Character to the hand" },
      bounce(1, { side: 'opponent', maxCost: 2 }),
    ),
  ],
});
