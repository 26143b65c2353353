/** OP05-097 Mary Geoise: [Your Turn] The cost of playing {Celestial Dragons} type Character cards with a cost of 2 or more from your hand will be reduced by 1. */
import type { OptcgState } from '../../types.ts';
import { defAt } from '../defs.ts';
import { card, handCost, yourTurn } from '../dsl.ts';

/** "with a cost of 2 or more": the printed cost (the reduction itself is not counted, 001 §4-9). */
const printedCostAtLeast2 = (g: OptcgState, c: number): boolean => (defAt(g.code, c).stats.cost ?? 0) >= 2;

export default card('OP05-097', {
  text: '[Your Turn] The cost of playing {Celestial Dragons} type Character cards with a cost of 2 or more from your hand will be reduced by 1.',
  costAuras: [handCost([yourTurn], -1, { types: ['Celestial Dragons'], where: printedCostAtLeast2 }, 'Character')],
});
