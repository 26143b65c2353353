/** OP02-087 Minotaur: [Double Attack] (This card deals 2 damage.) [On K.O.] If your Leader has the {Impel Down} type, add up to 1 DON!! card from your DON!! deck and rest it. */
import { addDon, card, leaderHasType, onKO } from '../dsl.ts';

export default card('OP02-087', {
  text: '[Double Attack] (This card deals 2 damage.)\n[On K.O.] If your Leader has the {Impel Down} type, add up to 1 DON!! card from your DON!! deck and rest it.',
  keywords: ['doubleAttack'],
  abilities: [
    onKO(
      { if: [leaderHasType('Impel Down')], text: 'with an {Impel Down} Leader, add 1 rested DON!!' },
      addDon(1, false),
    ),
  ],
});
