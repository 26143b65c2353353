/** P-020 Helmeppo: [On Play] Up to 1 of your Leader or Character cards gains +1000 power during this turn. */
import { addPower, card, onPlay, yourLeaderOrCharacter } from '../dsl.ts';

export default card('P-020', {
  text: '[On Play] Up to 1 of your Leader or Character cards gains +1000 power during this turn.',
  abilities: [
    onPlay({ text: 'your Leader or a Character +1000 this turn' }, addPower(1000, 'turn', 1, yourLeaderOrCharacter)),
  ],
});
