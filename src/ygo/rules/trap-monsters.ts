/**
 * 003 §3.4.4 "Trap monsters": a Trap Card that, once activated, Special Summons itself at resolution to a Main Monster
 * Zone of its controller's choice, freeing its Spell & Trap Zone (003 §2.1.6). There it is a monster with the
 * statistics its text gives (inline in its card file) and still a Trap Card (card-types.ts); the effects it activates
 * as a monster are monster effects. Leaving the field it is a Trap Card again (its location says what it is).
 * Turned face-down it goes back to a Spell & Trap Zone, or to the GY without being destroyed when none is free.
 */
import type { PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import type { YgoAsker } from '../decisions.ts';
import { Reason, type DuelState } from '../state.ts';
import { log } from './events.ts';
import { specialSummonAllowed } from './summon-history.ts';
import { specialSummon } from './special-summon.ts';
import { canPlaceMonster, freeSpellZones, moveCard } from './zones.ts';

/** May `player` Special Summon the Trap Card `uid` as a monster now (a free Main Monster Zone, no Summon lock)? */
export function canSummonTrapMonster(duel: DuelState, uid: number, player: PlayerId): boolean {
  const c = duel.cards[uid]!;
  if (cardDef(c.code).kind !== 'trap' || c.location === 'mzone') return false;
  // 003 §2.1.4, §2.1.5: no lock or once-per-turn limit stops it.
  if (!specialSummonAllowed(duel, uid, player)) return false;
  return canPlaceMonster(duel, player, false);
}

/**
 * Special Summon the Trap Card `uid` as a monster (003 §3.4.4), face-up, in Defense Position if `defense`; its
 * controller chooses the zone. False when it cannot.
 */
export function summonTrapMonster(
  duel: DuelState,
  uid: number,
  player: PlayerId,
  defense: boolean,
  io: YgoAsker | undefined,
): boolean {
  if (!canSummonTrapMonster(duel, uid, player)) return false;
  return specialSummon(duel, uid, player, { defense, by: player, io });
}

/**
 * 003 §3.4.4: a Trap Monster turned face-down goes back to a Spell & Trap Zone of its controller (face-down, Set),
 * or, with none free, to the GY — not destroyed. Returns true when it left the Monster Zone.
 */
export function trapMonsterFaceDown(duel: DuelState, uid: number): boolean {
  const c = duel.cards[uid]!;
  if (c.location !== 'mzone' || cardDef(c.code).kind !== 'trap') return false;
  const p = c.controller;
  if (freeSpellZones(duel, p) > 0) {
    moveCard(duel, uid, 'szone', { reason: Reason.RULE, by: -1, controller: p, faceUp: false });
    log(duel, { type: 'set-spell', player: p, card: uid });
  } else {
    moveCard(duel, uid, 'gy', { reason: Reason.RULE, by: -1 });
    log(duel, { type: 'sent-to-gy', card: uid, code: c.code, from: 'mzone', reason: Reason.RULE });
  }
  return true;
}
