/** OP02-078 Daifugo: [On Play] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play up to 1 {SMILE} type Character card other than [Daifugo] with a cost of 3 or less from your hand. */
import { card, donMinus, onPlay, playFromHand } from '../dsl.ts';

export default card('OP02-078', {
  text: '[On Play] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play up to 1 {SMILE} type Character card other than [Daifugo] with a cost of 3 or less from your hand.',
  abilities: [
    onPlay(
      { cost: [donMinus(2)], text: 'play a {SMILE} Character other than [Daifugo] with a cost of 3 or less' },
      playFromHand(1, { types: ['SMILE'], nameNot: 'Daifugo', maxCost: 3 }, 'Character'),
    ),
  ],
});
