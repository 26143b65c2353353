/** OP02-044 Wanda: [On Play] Play up to 1 {Minks} type Character card other than [Wanda] with a cost of 3 or less from your hand. */
import { card, onPlay, playFromHand } from '../dsl.ts';

export default card('OP02-044', {
  text: '[On Play] Play up to 1 {Minks} type Character card other than [Wanda] with a cost of 3 or less from your hand.',
  abilities: [
    onPlay(
      { text: 'play a {Minks} Character other than [Wanda] with a cost of 3 or less from your hand' },
      playFromHand(1, { types: ['Minks'], nameNot: 'Wanda', maxCost: 3 }, 'Character'),
    ),
  ],
});
