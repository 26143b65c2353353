/** OP03-062 Kokoro: [On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Water Seven} type card other than [Kokoro] and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP03-062', {
  text: '[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Water Seven} type card other than [Kokoro] and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { text: 'look at 5: add up to 1 {Water Seven} type card other than [Kokoro]' },
      searchTop(5, 1, { types: ['Water Seven'], nameNot: 'Kokoro' }),
    ),
  ],
});
