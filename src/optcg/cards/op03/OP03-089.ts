/** OP03-089 Brannew: [On Play] Look at 3 cards from the top of your deck; reveal up to 1 {Navy} type card other than [Brannew] and add it to your hand. Then, trash the rest. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP03-089', {
  text: '[On Play] Look at 3 cards from the top of your deck; reveal up to 1 {Navy} type card other than [Brannew] and add it to your hand. Then, trash the rest.',
  abilities: [
    onPlay(
      { text: 'look at 3: add up to 1 {Navy} type card other than [Brannew]; trash the rest' },
      searchTop(3, 1, { types: ['Navy'], nameNot: 'Brannew' }, undefined, 'hand', 'trash'),
    ),
  ],
});
