/** OP03-112 Charlotte Pudding: [On Play] Look at 4 cards from the top of your deck; reveal up to 1 [Sanji] or {Big Mom Pirates} type card other than [Charlotte Pudding] and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import type { OptcgState } from '../../types.ts';
import { defAt } from '../defs.ts';
import { card, namesOf, onPlay, searchTop } from '../dsl.ts';

/** "[Sanji] or {Big Mom Pirates} type": either test (001 §2-1-2, §2-4). */
const sanjiOrBigMom = (g: OptcgState, c: number): boolean =>
  namesOf(g, c).includes('Sanji') || defAt(g.code, c).stats.types.includes('Big Mom Pirates');

export default card('OP03-112', {
  text: '[On Play] Look at 4 cards from the top of your deck; reveal up to 1 [Sanji] or {Big Mom Pirates} type card other than [Charlotte Pudding] and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    onPlay(
      { text: 'look at 4: add up to 1 [Sanji] or {Big Mom Pirates} type card other than [Charlotte Pudding]' },
      searchTop(4, 1, { nameNot: 'Charlotte Pudding', where: sanjiOrBigMom }),
    ),
  ],
});
