/** OP03-067 Peepley Lulu: [DON!! x1] [When Attacking] If your Leader has the {Galley-La Company} type, add up to 1 DON!! card from your DON!! deck and rest it. */
import { addDon, card, donX, leaderHasType, onlyIf, whenAttacking } from '../dsl.ts';

export default card('OP03-067', {
  text: '[DON!! x1] [When Attacking] If your Leader has the {Galley-La Company} type, add up to 1 DON!! card from your DON!! deck and rest it.',
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: 'with a Galley-La Company Leader, add up to 1 DON!! rested' },
      onlyIf(leaderHasType('Galley-La Company'), addDon(1, false)),
    ),
  ],
});
