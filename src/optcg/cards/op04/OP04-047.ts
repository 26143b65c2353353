/** OP04-047 Ice Oni: [Your Turn] At the end of a battle in which this Character battles your opponent's Character with a cost of 5 or less, place the opponent's Character you battled with at the bottom of the owner's deck. */
import { battledOpponentToDeckBottom, battledOpponentsCharacterWithCostAtMost } from '../battle.ts';
import { card, endOfBattle, yourTurn } from '../dsl.ts';

export default card('OP04-047', {
  text: "[Your Turn] At the end of a battle in which this Character battles your opponent's Character with a cost of 5 or less, place the opponent's Character you battled with at the bottom of the owner's deck.",
  abilities: [
    endOfBattle(
      {
        if: [yourTurn, battledOpponentsCharacterWithCostAtMost(5)],
        text: "the battled opponent's Character to the deck bottom",
      },
      battledOpponentToDeckBottom,
    ),
  ],
});
