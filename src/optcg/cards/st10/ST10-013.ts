/** ST10-013 Eustass"Captain"Kid: [On Play]/[When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your Leader gains +1000 power until the start of your next turn. */
import { addPower, card, donMinus, onPlay, whenAttacking } from '../dsl.ts';

export default card('ST10-013', {
  text: '[On Play]/[When Attacking] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Up to 1 of your Leader gains +1000 power until the start of your next turn.',
  abilities: [
    onPlay(
      { cost: [donMinus(1)], text: 'your Leader +1000 until your next turn' },
      addPower(1000, 'untilYourNextTurn', 1, { leader: true, characters: false }),
    ),
    whenAttacking(
      { cost: [donMinus(1)], text: 'your Leader +1000 until your next turn' },
      addPower(1000, 'untilYourNextTurn', 1, { leader: true, characters: false }),
    ),
  ],
});
