/** OP04-010 Tony Tony.Chopper: [On Play] Play up to 1 {Animal} type Character card with 3000 power or less from your hand. */
import { card, onPlay, playFromHand } from '../dsl.ts';

export default card('OP04-010', {
  text: '[On Play] Play up to 1 {Animal} type Character card with 3000 power or less from your hand.',
  abilities: [
    onPlay(
      { text: 'play an {Animal} Character with 3000 power or less from your hand' },
      playFromHand(1, { types: ['Animal'], maxPower: 3000 }, 'Character'),
    ),
  ],
});
