/** OP03-064 Tilestone: [On K.O.] If your Leader has the {Galley-La Company} type, add up to 1 DON!! card from your DON!! deck and rest it. */
import { addDon, card, leaderHasType, onKO, onlyIf } from '../dsl.ts';

export default card('OP03-064', {
  text: '[On K.O.] If your Leader has the {Galley-La Company} type, add up to 1 DON!! card from your DON!! deck and rest it.',
  abilities: [
    onKO(
      { text: 'with a Galley-La Company Leader, add up to 1 DON!! rested' },
      onlyIf(leaderHasType('Galley-La Company'), addDon(1, false)),
    ),
  ],
});
