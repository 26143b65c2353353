/** OP01-034 Inuarashi: [DON!! x2] [When Attacking] Set up to 1 of your DON!! cards as active. */
import { card, donX, setDonActive, whenAttacking } from '../dsl.ts';

export default card('OP01-034', {
  text: '[DON!! x2] [When Attacking] Set up to 1 of your DON!! cards as active.',
  abilities: [whenAttacking({ if: [donX(2)], text: 'set up to 1 DON!! as active' }, setDonActive(1))],
});
