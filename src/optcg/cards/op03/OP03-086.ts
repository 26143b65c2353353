/** OP03-086 Spandam: [On Play] If your Leader's type includes "CP", look at 3 cards from the top of your deck; reveal up to 1 card with a type including "CP" other than [Spandam] and add it to your hand. Then, trash the rest. */
import { card, leaderTypeIncludes, onlyIf, onPlay, searchTop } from '../dsl.ts';

export default card('OP03-086', {
  text: '[On Play] If your Leader\'s type includes "CP", look at 3 cards from the top of your deck; reveal up to 1 card with a type including "CP" other than [Spandam] and add it to your hand. Then, trash the rest.',
  abilities: [
    onPlay(
      { text: 'with a CP Leader, look at 3: add up to 1 CP card other than [Spandam]; trash the rest' },
      onlyIf(
        leaderTypeIncludes('CP'),
        searchTop(3, 1, { typeIncludes: 'CP', nameNot: 'Spandam' }, undefined, 'hand', 'trash'),
      ),
    ),
  ],
});
