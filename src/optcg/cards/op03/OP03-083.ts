/** OP03-083 Corgy: [On Play] Look at 5 cards from the top of your deck and trash up to 2 cards. Then, place the rest at the bottom of your deck in any order. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP03-083', {
  text: '[On Play] Look at 5 cards from the top of your deck and trash up to 2 cards. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay({ text: 'look at 5: trash up to 2, the rest to the bottom' }, searchTop(5, 2, {}, undefined, 'trash')),
  ],
});
