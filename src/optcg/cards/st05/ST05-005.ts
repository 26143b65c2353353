/** ST05-005 Carina: [Activate: Main] [Once Per Turn] You may rest this Character and trash 1 {FILM} type card from your hand: If your opponent has more DON!! cards on their field than you, add 2 DON!! cards from your DON!! deck and rest them. */
import { activateMain, addDonN, card, onlyIf, opponentHasMoreDon, restThis, trashFromHandCost } from '../dsl.ts';

export default card('ST05-005', {
  text: '[Activate: Main] [Once Per Turn] You may rest this Character and trash 1 {FILM} type card from your hand: If your opponent has more DON!! cards on their field than you, add 2 DON!! cards from your DON!! deck and rest them.',
  abilities: [
    activateMain(
      {
        text: 'rest this and trash 1 {FILM}: with fewer DON!! than your opponent, add 2 rested DON!!',
        once: true,
        cost: [restThis, trashFromHandCost(1, { types: ['FILM'] })],
      },
      onlyIf(opponentHasMoreDon, addDonN(2, false)),
    ),
  ],
});
