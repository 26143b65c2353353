/** OP04-036 Donquixote Family: [Counter] Look at 5 cards from the top of your deck; reveal up to 1 {Donquixote Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Activate this card's [Counter] effect. */
import { card, counter, searchTop, trigger } from '../dsl.ts';

export default card('OP04-036', {
  text: "[Counter] Look at 5 cards from the top of your deck; reveal up to 1 {Donquixote Pirates} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Activate this card's [Counter] effect.",
  abilities: [
    counter(
      { text: 'look at 5: a {Donquixote Pirates} card to hand' },
      searchTop(5, 1, { types: ['Donquixote Pirates'] }),
    ),
    trigger({ text: "activate this card's [Counter]" }, searchTop(5, 1, { types: ['Donquixote Pirates'] })),
  ],
});
