/** ST07-003 Charlotte Katakuri: [On Play] Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards. Then, if you have less Life cards than your opponent, this Character gains [Rush] during this turn. (This card can attack on the turn in which it is played.) */
import { card, gainKeyword, onPlay, onlyIf } from '../dsl.ts';
import { lessLifeThanOpponent, lookAtTopLife } from '../life.ts';

export default card('ST07-003', {
  text: "[On Play] Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the Life cards. Then, if you have less Life cards than your opponent, this Character gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)",
  abilities: [
    onPlay(
      { text: "look at a top Life card (yours or your opponent's) and place it; fewer Life: [Rush]" },
      lookAtTopLife('ownOrOpponent'),
      onlyIf(lessLifeThanOpponent, gainKeyword('rush', 'turn')),
    ),
  ],
});
