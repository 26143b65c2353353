/** OP01-090 Baroque Works: [Main] Look at 5 cards from the top of your deck; reveal up to 1 {Baroque Works} type card other than [Baroque Works] and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, main, searchTop } from '../dsl.ts';

export default card('OP01-090', {
  text: '[Main] Look at 5 cards from the top of your deck; reveal up to 1 {Baroque Works} type card other than [Baroque Works] and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    main(
      { text: 'look at 5, add up to 1 {Baroque Works} other than [Baroque Works]' },
      searchTop(5, 1, { types: ['Baroque Works'], nameNot: 'Baroque Works' }),
    ),
  ],
});
