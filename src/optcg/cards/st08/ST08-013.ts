/** ST08-013 Mr.2.Bon.Kurei(Bentham): [DON!! x1] At the end of a battle in which this Character battles your opponent's Character, you may K.O. the opponent's Character you battled with. If you do, K.O. this Character. */
import { card, donX, endOfBattle } from '../dsl.ts';
import { battledOpponentsCharacter, koBattledOpponent, koThisIfDone } from '../battle.ts';

export default card('ST08-013', {
  text: "[DON!! x1] At the end of a battle in which this Character battles your opponent's Character, you may K.O. the opponent's Character you battled with. If you do, K.O. this Character.",
  abilities: [
    endOfBattle(
      {
        if: [donX(1), battledOpponentsCharacter],
        optional: true,
        text: "K.O. the opponent's Character it battled, then this",
      },
      koBattledOpponent,
      koThisIfDone,
    ),
  ],
});
