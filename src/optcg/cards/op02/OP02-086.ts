/** OP02-086 Minokoala: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On K.O.] If your Leader has the {Impel Down} type, add up to 1 DON!! card from your DON!! deck and rest it. */
import { addDon, card, leaderHasType, onKO } from '../dsl.ts';

export default card('OP02-086', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On K.O.] If your Leader has the {Impel Down} type, add up to 1 DON!! card from your DON!! deck and rest it.',
  keywords: ['blocker'],
  abilities: [
    onKO(
      { if: [leaderHasType('Impel Down')], text: 'with an {Impel Down} Leader, add 1 rested DON!!' },
      addDon(1, false),
    ),
  ],
});
