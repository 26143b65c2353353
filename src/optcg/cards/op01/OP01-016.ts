/** OP01-016 Nami: [On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Straw Hat Crew} type card other than [Nami] and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP01-016', {
  text: '[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Straw Hat Crew} type card other than [Nami] and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { text: 'look at 5, add up to 1 {Straw Hat Crew} other than [Nami]' },
      searchTop(5, 1, { types: ['Straw Hat Crew'], nameNot: 'Nami' }),
    ),
  ],
});
