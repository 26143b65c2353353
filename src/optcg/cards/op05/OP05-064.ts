/** OP05-064 Killer: [On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Kid Pirates} type card other than [Killer] and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP05-064', {
  text: '[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Kid Pirates} type card other than [Killer] and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { text: 'look at 5: add up to 1 {Kid Pirates} type card other than [Killer]' },
      searchTop(5, 1, { types: ['Kid Pirates'], nameNot: 'Killer' }),
    ),
  ],
});
