/** OP05-030 Donquixote Rosinante: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [Opponent's Turn] If your rested Character would be K.O.'d, you may trash this Character instead. */
import { card, opponentsTurn } from '../dsl.ts';
import { insteadOfYourCharacterKO } from '../instead.ts';
import { trashThisCost } from '../trash.ts';

export default card('OP05-030', {
  text: "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[Opponent's Turn] If your rested Character would be K.O.'d, you may trash this Character instead.",
  keywords: ['blocker'],
  abilities: [
    // "your rested Character" includes this one when it is rested (a [Blocker] that blocked): trashing it is not a
    // K.O. (001 §10-2-1-3), so no [On K.O.] and no "when a Character is K.O.'d".
    insteadOfYourCharacterKO({ rested: true }, [trashThisCost], 'trash this Character', [opponentsTurn]),
  ],
});
