/** OP02-017 Masked Deuce: [DON!! x2] [When Attacking] K.O. up to 1 of your opponent's Characters with 2000 power or less. */
import { card, donX, ko, whenAttacking } from '../dsl.ts';

export default card('OP02-017', {
  text: "[DON!! x2] [When Attacking] K.O. up to 1 of your opponent's Characters with 2000 power or less.",
  abilities: [
    whenAttacking(
      { if: [donX(2)], text: "K.O. an opponent's Character with 2000 power or less" },
      ko(1, { side: 'opponent', maxPower: 2000 }),
    ),
  ],
});
