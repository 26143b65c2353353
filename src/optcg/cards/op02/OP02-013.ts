/** OP02-013 Portgas.D.Ace: [On Play] Give up to 2 of your opponent's Characters −3000 power during this turn. Then, if your Leader's type includes "Whitebeard Pirates", this Character gains [Rush] during this turn. (This card can attack on the turn in which it is played.) */
import { addPower, card, gainKeyword, leaderTypeIncludes, onPlay, onlyIf, opponentsCharacter } from '../dsl.ts';

export default card('OP02-013', {
  text: '[On Play] Give up to 2 of your opponent\'s Characters −3000 power during this turn. Then, if your Leader\'s type includes "Whitebeard Pirates", this Character gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)',
  abilities: [
    onPlay(
      { text: "−3000 to up to 2 of your opponent's Characters; with a Whitebeard Pirates Leader, [Rush]" },
      addPower(-3000, 'turn', 2, opponentsCharacter),
      onlyIf(leaderTypeIncludes('Whitebeard Pirates'), gainKeyword('rush', 'turn')),
    ),
  ],
});
