/** P-030 Jinbe: [On K.O.] Place up to 1 Character with a cost of 3 or less at the bottom of the owner's deck. */
import { card, onKO, toBottom } from '../dsl.ts';

export default card('P-030', {
  text: "[On K.O.] Place up to 1 Character with a cost of 3 or less at the bottom of the owner's deck.",
  abilities: [
    onKO({ text: 'a Character with a cost of 3 or less to the deck bottom' }, toBottom(1, { side: 'any', maxCost: 3 })),
  ],
});
