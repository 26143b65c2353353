/** OP03-003 Izo: [On Play] Look at 5 cards from the top of your deck; reveal up to 1 card with a type including "Whitebeard Pirates" other than [Izo] and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP03-003', {
  text: '[On Play] Look at 5 cards from the top of your deck; reveal up to 1 card with a type including "Whitebeard Pirates" other than [Izo] and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { text: 'look at 5: add up to 1 card with a type including "Whitebeard Pirates" other than [Izo]' },
      searchTop(5, 1, { typeIncludes: 'Whitebeard Pirates', nameNot: 'Izo' }),
    ),
  ],
});
