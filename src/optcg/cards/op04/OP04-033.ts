/** OP04-033 Machvise: [On Play] If your Leader has the {Donquixote Pirates} type, rest up to 1 of your opponent's Characters with a cost of 5 or less. Then, set up to 1 of your DON!! cards as active at the end of this turn. */
import { card, leaderHasType, onPlay, onlyIfAll, rest } from '../dsl.ts';
import { donActiveAtEndOfTurn } from '../later.ts';

export default card('OP04-033', {
  text: "[On Play] If your Leader has the {Donquixote Pirates} type, rest up to 1 of your opponent's Characters with a cost of 5 or less. Then, set up to 1 of your DON!! cards as active at the end of this turn.",
  abilities: [
    onPlay(
      {
        text: 'with a {Donquixote Pirates} Leader: rest a cost-5-or-less Character; a DON!! active at the end of the turn',
      },
      ...onlyIfAll(
        leaderHasType('Donquixote Pirates'),
        rest(1, { side: 'opponent', maxCost: 5 }),
        donActiveAtEndOfTurn,
      ),
    ),
  ],
});
