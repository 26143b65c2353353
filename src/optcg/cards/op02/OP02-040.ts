/** OP02-040 Brook: [On Play] Play up to 1 {FILM} or {Straw Hat Crew} type Character card with a cost of 3 or less from your hand. */
import { card, onPlay, playFromHand } from '../dsl.ts';

export default card('OP02-040', {
  text: '[On Play] Play up to 1 {FILM} or {Straw Hat Crew} type Character card with a cost of 3 or less from your hand.',
  abilities: [
    onPlay(
      { text: 'play a {FILM} or {Straw Hat Crew} Character with a cost of 3 or less from your hand' },
      playFromHand(1, { types: ['FILM', 'Straw Hat Crew'], maxCost: 3 }, 'Character'),
    ),
  ],
});
