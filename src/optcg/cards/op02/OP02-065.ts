/** OP02-065 Mr.3(Galdino): [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [End of Your Turn] You may trash 1 card from your hand: Set this Character as active. */
import { card, endOfYourTurn, setActive, trashFromHandCost } from '../dsl.ts';

export default card('OP02-065', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[End of Your Turn] You may trash 1 card from your hand: Set this Character as active.',
  keywords: ['blocker'],
  abilities: [
    endOfYourTurn(
      { cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1: set this Character as active' },
      setActive('self'),
    ),
  ],
});
