/** OP02-073 Little Sadi: [On Play] Play up to 1 {Jailer Beast} type Character card from your hand. */
import { card, onPlay, playFromHand } from '../dsl.ts';

export default card('OP02-073', {
  text: '[On Play] Play up to 1 {Jailer Beast} type Character card from your hand.',
  abilities: [
    onPlay(
      { text: 'play a {Jailer Beast} Character from your hand' },
      playFromHand(1, { types: ['Jailer Beast'] }, 'Character'),
    ),
  ],
});
