/** OP02-083 Hannyabal: [On Play] Look at 5 cards from the top of your deck; reveal up to 1 purple {Impel Down} type card other than [Hannyabal] and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP02-083', {
  text: '[On Play] Look at 5 cards from the top of your deck; reveal up to 1 purple {Impel Down} type card other than [Hannyabal] and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { text: 'look at 5: a purple {Impel Down} card other than [Hannyabal] to hand' },
      searchTop(5, 1, { colors: ['Purple'], types: ['Impel Down'], nameNot: 'Hannyabal' }),
    ),
  ],
});
