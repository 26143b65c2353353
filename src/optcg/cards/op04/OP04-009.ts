/** OP04-009 Super Spot-Billed Duck Troops: [When Attacking] You may give your 1 active Leader −5000 power during this turn: Return this Character to the owner's hand at the end of this turn. */
import { card, whenAttacking } from '../dsl.ts';
import { thisToHandAtEndOfTurn } from '../later.ts';
import { leaderPowerCost } from '../leader.ts';

export default card('OP04-009', {
  text: "[When Attacking] You may give your 1 active Leader −5000 power during this turn: Return this Character to the owner's hand at the end of this turn.",
  abilities: [
    whenAttacking(
      {
        cost: [leaderPowerCost(-5000)],
        mayPay: true,
        text: 'return this Character to the hand at the end of this turn',
      },
      thisToHandAtEndOfTurn,
    ),
  ],
});
