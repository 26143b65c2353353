/** OP03-012 Marshall.D.Teach: [When Attacking] You may trash 1 of your red Characters with 4000 power or more: Draw 1 card. Then, this Character gains +1000 power during this battle. */
import { card, draw, gainPower, whenAttacking } from '../dsl.ts';
import { trashCharactersCost } from '../trash.ts';

export default card('OP03-012', {
  text: '[When Attacking] You may trash 1 of your red Characters with 4000 power or more: Draw 1 card. Then, this Character gains +1000 power during this battle.',
  abilities: [
    whenAttacking(
      {
        text: 'trash 1 red Character with 4000 power or more: draw 1, +1000 this battle',
        cost: [trashCharactersCost(1, { colors: ['Red'], minPower: 4000 })],
        mayPay: true,
      },
      draw(1),
      gainPower(1000, 'battle'),
    ),
  ],
});
