/** OP01-085 Mr.3(Galdino): [On Play] If your Leader has the {Baroque Works} type, select up to 1 of your opponent's Characters with a cost of 4 or less. The selected Character cannot attack until the end of your opponent's next turn. */
import { cannotAttack, card, leaderHasType, onPlay, onlyIf } from '../dsl.ts';

export default card('OP01-085', {
  text: "[On Play] If your Leader has the {Baroque Works} type, select up to 1 of your opponent's Characters with a cost of 4 or less. The selected Character cannot attack until the end of your opponent's next turn.",
  abilities: [
    onPlay(
      { text: "up to 1 Character (cost 4 or less) cannot attack until the end of your opponent's next turn" },
      onlyIf(
        leaderHasType('Baroque Works'),
        cannotAttack(1, { side: 'opponent', maxCost: 4 }, 'untilEndOfOpponentsNextTurn'),
      ),
    ),
  ],
});
