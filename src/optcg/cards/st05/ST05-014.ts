/** ST05-014 Buena Festa: [On Play] Look at 5 cards from the top of your deck; reveal up to 1 {FILM} type card other than [Buena Festa] and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('ST05-014', {
  text: '[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {FILM} type card other than [Buena Festa] and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { text: 'look at 5, add up to 1 {FILM} other than [Buena Festa]' },
      searchTop(5, 1, { types: ['FILM'], nameNot: 'Buena Festa' }),
    ),
  ],
});
