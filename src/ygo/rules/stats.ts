/**
 * A monster's current ATK/DEF (003 §3.4.4): original values, "original becomes X", then
 * changes in timestamp order, where an activated "becomes X" wipes every earlier change and a
 * continuous "becomes X" wipes only earlier activated ones (the table of TC-88…TC-98). Never below 0.
 */
import { cardDef } from '../cards/registry.ts';
import type { CardInstance, DuelState } from '../state.ts';
import { activeStatics, isNegated } from './statics.ts';

interface Change {
  mode: 'add' | 'set' | 'base';
  continuous: boolean;
  value: number;
  ts: number;
}

const scratch: Change[] = [];

function compute(duel: DuelState, c: CardInstance, stat: 'atk' | 'def'): number {
  const def = cardDef(c.code);
  const printed = stat === 'atk' ? (def.atk ?? 0) : (def.def ?? 0);
  // 003 §3.3.1: "?" counts as 0 for calculations.
  let value = printed < 0 ? 0 : printed;
  if (c.location !== 'mzone' || !c.faceUp) return value;
  scratch.length = 0;
  let negated: boolean | null = null;
  for (const l of duel.lingering) {
    if (l.kind !== stat || l.uid !== c.uid || l.stamp !== c.stamp) continue;
    // 003 §3.4.4 TC-87: a monster's own stat change does not apply while a continuous effect negates its effects.
    if (l.own && (negated ??= isNegated(duel, c))) continue;
    scratch.push({ mode: l.mode, continuous: false, value: l.value, ts: l.ts });
  }
  // Continuous effects have the timestamp of their source arriving face-up (approximated by its stamp).
  for (const { src, st } of activeStatics(duel)) {
    if (st.kind === stat && st.affects(duel, src, c))
      scratch.push({ mode: st.mode, continuous: true, value: st.value(duel, src, c), ts: src.stamp });
  }
  if (scratch.length === 0) return value;
  scratch.sort((a, b) => a.ts - b.ts);
  for (const ch of scratch) if (ch.mode === 'base') value = ch.value;
  let continuousAdds = 0;
  for (const ch of scratch) {
    if (ch.mode === 'add') {
      if (ch.continuous) continuousAdds += ch.value;
      else value += ch.value;
    } else if (ch.mode === 'set') {
      value = ch.value;
      // An activated "becomes X" also wipes continuous changes (TC-91); a continuous one does not (TC-93).
      if (!ch.continuous) continuousAdds = 0;
    }
  }
  const v = value + continuousAdds;
  return v < 0 ? 0 : v;
}

export function atkOf(duel: DuelState, c: CardInstance): number {
  return compute(duel, c, 'atk');
}

export function defOf(duel: DuelState, c: CardInstance): number {
  return compute(duel, c, 'def');
}
