/** 003 §3.3.3 Equip Spells: attached to one monster; destroyed when it leaves or can no longer be equipped. */
import type { DuelState } from '../state.ts';
import { log } from './events.ts';

export function equipTo(duel: DuelState, equipUid: number, monsterUid: number): boolean {
  const m = duel.cards[monsterUid]!;
  const e = duel.cards[equipUid]!;
  if (m.location !== 'mzone' || !m.faceUp || e.location !== 'szone') return false;
  e.equipTarget = monsterUid;
  log(duel, { type: 'equip', card: equipUid, code: e.code, target: monsterUid });
  return true;
}
