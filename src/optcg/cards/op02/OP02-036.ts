/** OP02-036 Nami: [On Play]/[When Attacking] ① (You may rest the specified number of DON!! cards in your cost area.): Look at 3 cards from the top of your deck; reveal up to 1 {FILM} type card other than [Nami] and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, restDonCost, searchTop, whenAttacking } from '../dsl.ts';

export default card('OP02-036', {
  text: '[On Play]/[When Attacking] ① (You may rest the specified number of DON!! cards in your cost area.): Look at 3 cards from the top of your deck; reveal up to 1 {FILM} type card other than [Nami] and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { cost: [restDonCost(1)], mayPay: true, text: 'look at 3: a {FILM} card other than [Nami] to hand' },
      searchTop(3, 1, { types: ['FILM'], nameNot: 'Nami' }),
    ),
    whenAttacking(
      { cost: [restDonCost(1)], mayPay: true, text: 'look at 3: a {FILM} card other than [Nami] to hand' },
      searchTop(3, 1, { types: ['FILM'], nameNot: 'Nami' }),
    ),
  ],
});
