/** OP04-013 Pell: [DON!! x1] [When Attacking] K.O. up to 1 of your opponent's Characters with 4000 power or less. */
import { card, donX, ko, whenAttacking } from '../dsl.ts';

export default card('OP04-013', {
  text: "[DON!! x1] [When Attacking] K.O. up to 1 of your opponent's Characters with 4000 power or less.",
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: "K.O. an opponent's Character with 4000 power or less" },
      ko(1, { side: 'opponent', maxPower: 4000 }),
    ),
  ],
});
