/** OP03-068 Minozebra: [Banish] (When this card deals damage, the target card is trashed without activating its Trigger.) [On K.O.] If your Leader has the {Impel Down} type, add up to 1 DON!! card from your DON!! deck and rest it. */
import { addDon, card, leaderHasType, onKO, onlyIf } from '../dsl.ts';

export default card('OP03-068', {
  text: '[Banish] (When this card deals damage, the target card is trashed without activating its Trigger.)\n[On K.O.] If your Leader has the {Impel Down} type, add up to 1 DON!! card from your DON!! deck and rest it.',
  keywords: ['banish'],
  abilities: [
    onKO(
      { text: 'with an Impel Down Leader, add up to 1 DON!! rested' },
      onlyIf(leaderHasType('Impel Down'), addDon(1, false)),
    ),
  ],
});
