/** OP04-066 Miss.Valentine(Mikita): [On Play] Look at 5 cards from the top of your deck; reveal up to 1 card with a type including "Baroque Works" and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card. */
import { card, donMinus, onPlay, playThis, searchTop, trigger } from '../dsl.ts';

export default card('OP04-066', {
  text: '[On Play] Look at 5 cards from the top of your deck; reveal up to 1 card with a type including "Baroque Works" and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Play this card.',
  abilities: [
    onPlay(
      { text: "look at 5: a card with a type including 'Baroque Works' to hand" },
      searchTop(5, 1, { typeIncludes: 'Baroque Works' }),
    ),
    trigger({ cost: [donMinus(1)], text: 'play this card' }, playThis),
  ],
});
