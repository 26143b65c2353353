/** Delayed effects of the card language (issue 8): "… at the end of this turn" (001 §6-6-1). */
import type { Step } from './defs.ts';
import { onField } from '../rules/zones.ts';

/**
 * "Then, trash this Character at the end of this turn" (OP03-005): a 'turn' effect on this card instance that the
 * End Phase carries out (rules/turn.ts); trashing is not a K.O. (001 §10-2-1-3).
 */
export const trashThisAtEndOfTurn: Step = (x) => {
  const g = x.g;
  if (!onField(g, x.self)) return;
  g.mods.push({ c: x.self, inst: g.inst[x.self]!, by: x.p, dur: 'turn', flag: 'trashAtEndOfTurn' });
};
