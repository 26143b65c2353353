/** 003 §3.3.3 Equip Spells: attached to one monster; destroyed when it leaves or can no longer be equipped. */
import { cardDef } from '../cards/registry.ts';
import type { DuelState } from '../state.ts';
import { log } from './events.ts';

export function equipTo(duel: DuelState, equipUid: number, monsterUid: number): boolean {
  const m = duel.cards[monsterUid]!;
  const e = duel.cards[equipUid]!;
  if (m.location !== 'mzone' || !m.faceUp || e.location !== 'szone') return false;
  // 003 §3.3.3: an Equip Spell is equipped only to a monster it may equip ("Equip only to a Warrior-Type monster").
  if (!mayEquip(duel, equipUid, monsterUid)) return false;
  e.equipTarget = monsterUid;
  log(duel, { type: 'equip', card: equipUid, code: e.code, target: monsterUid });
  return true;
}

/**
 * 003 §3.3.3: may this Equip Card stay on (or be equipped to) this monster? Its equip condition is checked
 * continuously, name and Type changes included (TC-52: Magnum Shield on a monster DNA Surgery made a Spellcaster).
 */
export function mayEquip(duel: DuelState, equipUid: number, monsterUid: number): boolean {
  const f = cardDef(duel.cards[equipUid]!.code).equipFilter;
  return !f || f(duel, duel.cards[equipUid]!, duel.cards[monsterUid]!);
}
