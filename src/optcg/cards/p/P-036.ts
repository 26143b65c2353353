/** P-036 Monkey.D.Luffy: [When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: This Character and up to 1 of your Leader gain +1000 power during this turn. */
import { addPower, card, gainPower, lifeToHandCost, whenAttacking } from '../dsl.ts';

export default card('P-036', {
  text: '[When Attacking] You may add 1 card from the top or bottom of your Life cards to your hand: This Character and up to 1 of your Leader gain +1000 power during this turn.',
  abilities: [
    whenAttacking(
      {
        cost: [lifeToHandCost('topOrBottom')],
        mayPay: true,
        text: 'Life to hand: this and your Leader +1000 this turn',
      },
      gainPower(1000, 'turn'),
      addPower(1000, 'turn', 1, { leader: true, characters: false }),
    ),
  ],
});
