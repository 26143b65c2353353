/** P-017 Trafalgar Law: [On Play] Give up to 1 of your opponent's Characters −2000 power during this turn. */
import { addPower, card, onPlay, opponentsCharacter } from '../dsl.ts';

export default card('P-017', {
  text: "[On Play] Give up to 1 of your opponent's Characters −2000 power during this turn.",
  abilities: [
    onPlay({ text: "−2000 to an opponent's Character this turn" }, addPower(-2000, 'turn', 1, opponentsCharacter)),
  ],
});
