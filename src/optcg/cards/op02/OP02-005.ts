/** OP02-005 Curly.Dadan: [On Play] Look at up to 5 cards from the top of your deck; reveal up to 1 red Character with a cost of 1 and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP02-005', {
  text: '[On Play] Look at up to 5 cards from the top of your deck; reveal up to 1 red Character with a cost of 1 and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { text: 'look at 5: a red cost-1 Character to hand' },
      searchTop(5, 1, { colors: ['Red'], cost: 1 }, 'Character'),
    ),
  ],
});
