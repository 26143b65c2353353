/** OP02-120 Uta: [On Play] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Your Leader and all of your Characters gain +1000 power until the start of your next turn. */
import { allGainPower, card, donMinus, onPlay } from '../dsl.ts';

export default card('OP02-120', {
  text: '[On Play] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Your Leader and all of your Characters gain +1000 power until the start of your next turn.',
  abilities: [
    onPlay(
      { cost: [donMinus(2)], text: 'your Leader and all your Characters +1000 until your next turn' },
      allGainPower(1000, 'untilYourNextTurn', { leader: true }),
    ),
  ],
});
