/** ST10-004 Sanji: [On Play] If your opponent has a Character with 5000 or more power, this Character gains [Rush] during this turn. (This card can attack on the turn in which it is played.) */
import { card, exists, gainKeyword, onPlay, onlyIf } from '../dsl.ts';

export default card('ST10-004', {
  text: '[On Play] If your opponent has a Character with 5000 or more power, this Character gains [Rush] during this turn.\n(This card can attack on the turn in which it is played.)',
  abilities: [
    onPlay(
      { text: 'opponent has a Character with 5000 power or more: [Rush]' },
      onlyIf(exists({ side: 'opponent', minPower: 5000 }), gainKeyword('rush', 'turn')),
    ),
  ],
});
