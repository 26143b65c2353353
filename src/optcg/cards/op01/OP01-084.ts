/** OP01-084 Mr.2.Bon.Kurei(Bentham): [DON!! x1] [When Attacking] Look at 5 cards from the top of your deck; reveal up to 1 {Baroque Works} type Event card and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { card, donX, searchTop, whenAttacking } from '../dsl.ts';

export default card('OP01-084', {
  text: '[DON!! x1] [When Attacking] Look at 5 cards from the top of your deck; reveal up to 1 {Baroque Works} type Event card and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    whenAttacking(
      { if: [donX(1)], text: 'look at 5, add up to 1 {Baroque Works} Event' },
      searchTop(5, 1, { types: ['Baroque Works'] }, 'Event'),
    ),
  ],
});
