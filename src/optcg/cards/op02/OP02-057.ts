/** OP02-057 Bartholomew Kuma: [On Play] Look at 2 cards from the top of your deck; reveal up to 1 {The Seven Warlords of the Sea} type card and add it to your hand. Then, place the rest at the top or bottom of the deck in any order. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP02-057', {
  text: '[On Play] Look at 2 cards from the top of your deck; reveal up to 1 {The Seven Warlords of the Sea} type card and add it to your hand. Then, place the rest at the top or bottom of the deck in any order.',
  abilities: [
    onPlay(
      { text: 'look at 2: a {The Seven Warlords of the Sea} card to hand, the rest to the top or bottom' },
      searchTop(2, 1, { types: ['The Seven Warlords of the Sea'] }, undefined, 'hand', 'topOrBottom'),
    ),
  ],
});
