/** OP04-006 Koza: [When Attacking] You may give your 1 active Leader −5000 power during this turn: This Character gains +2000 power until the start of your next turn. */
import { card, gainPower, whenAttacking } from '../dsl.ts';
import { leaderPowerCost } from '../leader.ts';

export default card('OP04-006', {
  text: '[When Attacking] You may give your 1 active Leader −5000 power during this turn: This Character gains +2000 power until the start of your next turn.',
  abilities: [
    whenAttacking(
      { cost: [leaderPowerCost(-5000)], mayPay: true, text: '+2000 until the start of your next turn' },
      gainPower(2000, 'untilYourNextTurn'),
    ),
  ],
});
