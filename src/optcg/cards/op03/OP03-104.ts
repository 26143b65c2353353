/** OP03-104 Shirley: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On Play] Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards. */
import { card, onPlay } from '../dsl.ts';
import { lookAtTopLife } from '../life.ts';

export default card('OP03-104', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On Play] Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards.",
  keywords: ['blocker'],
  abilities: [
    onPlay(
      { text: "look at up to 1 top Life card (yours or your opponent's), place it top or bottom" },
      lookAtTopLife('ownOrOpponent'),
    ),
  ],
});
