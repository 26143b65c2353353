/** OP04-092 Rebecca: [On Play] Look at 3 cards from the top of your deck; reveal up to 1 {Dressrosa} type card other than [Rebecca] and add it to your hand. Then, trash the rest. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP04-092', {
  text: '[On Play] Look at 3 cards from the top of your deck; reveal up to 1 {Dressrosa} type card other than [Rebecca] and add it to your hand. Then, trash the rest.',
  abilities: [
    onPlay(
      { text: 'look at 3: a {Dressrosa} card other than [Rebecca] to hand; trash the rest' },
      searchTop(3, 1, { types: ['Dressrosa'], nameNot: 'Rebecca' }, undefined, 'hand', 'trash'),
    ),
  ],
});
