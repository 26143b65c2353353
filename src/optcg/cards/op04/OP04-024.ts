/** OP04-024 Sugar: [Opponent's Turn] [Once Per Turn] When your opponent plays a Character, if your Leader has the {Donquixote Pirates} type, rest up to 1 of your opponent's Characters. Then, rest this Character. [On Play] Rest up to 1 of your opponent's Characters with a cost of 4 or less. */
import { card, leaderHasType, onPlay, opponentsTurn, rest } from '../dsl.ts';
import { whenOpponentPlaysCharacter } from '../play.ts';

export default card('OP04-024', {
  text: "[Opponent's Turn] [Once Per Turn] When your opponent plays a Character, if your Leader has the {Donquixote Pirates} type, rest up to 1 of your opponent's Characters. Then, rest this Character.\n[On Play] Rest up to 1 of your opponent's Characters with a cost of 4 or less.",
  abilities: [
    whenOpponentPlaysCharacter(
      {
        if: [opponentsTurn, leaderHasType('Donquixote Pirates')],
        once: true,
        text: "rest up to 1 opponent's Character, then this Character",
      },
      rest(1, { side: 'opponent' }),
      rest(1, { side: 'own', self: true }, 1),
    ),
    onPlay(
      { text: "rest an opponent's Character with a cost of 4 or less" },
      rest(1, { side: 'opponent', maxCost: 4 }),
    ),
  ],
});
