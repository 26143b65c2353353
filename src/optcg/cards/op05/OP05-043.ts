/** OP05-043 Ulti: [On Play] If your Leader is multicolored, look at 3 cards from the top of your deck and add up to 1 card to your hand. Then, place the rest at the top or bottom of the deck in any order. */
import { card, onPlay, onlyIf, searchTop } from '../dsl.ts';
import { leaderMulticolored } from '../conditions.ts';

export default card('OP05-043', {
  text: '[On Play] If your Leader is multicolored, look at 3 cards from the top of your deck and add up to 1 card to your hand. Then, place the rest at the top or bottom of the deck in any order.',
  abilities: [
    onPlay(
      { text: 'with a multicolored Leader, look at 3: add up to 1 to your hand; the rest to the top or bottom' },
      onlyIf(leaderMulticolored, searchTop(3, 1, {}, undefined, 'hand', 'topOrBottom')),
    ),
  ],
});
