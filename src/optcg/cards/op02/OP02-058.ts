/** OP02-058 Buggy: [On Play] Look at 5 cards from the top of your deck; reveal up to 1 blue {Impel Down} type card other than [Buggy] and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP02-058', {
  text: '[On Play] Look at 5 cards from the top of your deck; reveal up to 1 blue {Impel Down} type card other than [Buggy] and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { text: 'look at 5: a blue {Impel Down} card other than [Buggy] to hand' },
      searchTop(5, 1, { colors: ['Blue'], types: ['Impel Down'], nameNot: 'Buggy' }),
    ),
  ],
});
