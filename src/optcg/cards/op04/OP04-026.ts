/** OP04-026 Senor Pink: [When Attacking] ① (You may rest the specified number of DON!! cards in your cost area.): If your Leader has the {Donquixote Pirates} type, rest up to 1 of your opponent's Characters with a cost of 4 or less. Then, set up to 1 of your DON!! cards as active at the end of this turn. */
import { card, leaderHasType, onlyIfAll, rest, restDonCost, whenAttacking } from '../dsl.ts';
import { donActiveAtEndOfTurn } from '../later.ts';

export default card('OP04-026', {
  text: "[When Attacking] ① (You may rest the specified number of DON!! cards in your cost area.): If your Leader has the {Donquixote Pirates} type, rest up to 1 of your opponent's Characters with a cost of 4 or less. Then, set up to 1 of your DON!! cards as active at the end of this turn.",
  abilities: [
    whenAttacking(
      {
        cost: [restDonCost(1)],
        mayPay: true,
        text: 'with a {Donquixote Pirates} Leader: rest a cost-4-or-less Character; a DON!! active at the end of the turn',
      },
      // "If …, A. Then, B.": the condition read once, for both (001 §8-3-3).
      ...onlyIfAll(
        leaderHasType('Donquixote Pirates'),
        rest(1, { side: 'opponent', maxCost: 4 }),
        donActiveAtEndOfTurn,
      ),
    ),
  ],
});
