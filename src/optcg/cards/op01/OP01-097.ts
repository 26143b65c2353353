/** OP01-097 Queen: [On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains [Rush] during this turn. Then, give up to 1 of your opponent's Characters −2000 power during this turn. (This card can attack on the turn in which it is played.) */
import { addPower, card, donMinus, gainKeyword, onPlay } from '../dsl.ts';

export default card('OP01-097', {
  text: "[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): This Character gains [Rush] during this turn. Then, give up to 1 of your opponent's Characters −2000 power during this turn.\n(This card can attack on the turn in which it is played.)",
  abilities: [
    onPlay(
      { cost: [donMinus(1)], text: "[Rush] this turn, then −2000 to an opponent's Character this turn" },
      gainKeyword('rush', 'turn'),
      addPower(-2000, 'turn', 1, { side: 'opponent' }),
    ),
  ],
});
