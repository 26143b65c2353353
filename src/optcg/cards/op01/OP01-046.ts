/** OP01-046 Denjiro: [DON!! x1] [When Attacking] If your Leader is [Kouzuki Oden], set up to 2 of your DON!! cards as active. */
import { card, donX, leaderIs, onlyIf, setDonActive, whenAttacking } from '../dsl.ts';

export default card('OP01-046', {
  text: '[DON!! x1] [When Attacking] If your Leader is [Kouzuki Oden], set up to 2 of your DON!! cards as active.',
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: 'set up to 2 DON!! active if your Leader is [Kouzuki Oden]' },
      onlyIf(leaderIs('Kouzuki Oden'), setDonActive(2)),
    ),
  ],
});
