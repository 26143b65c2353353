/** 003 §3.4.4 "Control change": the card moves sides but stays the same card. */
import type { PlayerId } from '../../core/decision.ts';
import { Reason, type DuelState } from '../state.ts';
import { log } from './events.ts';
import { destroy } from './moves.ts';
import { freeMonsterZones } from './zones.ts';
import { chooseZone } from './zone-choice.ts';
import { cardDef } from '../cards/registry.ts';
import type { YgoAsker } from '../decisions.ts';
import { activeStatics, mayApplyStatic, unaffectedByResolving } from './statics.ts';
import { onlyOneBlocks } from './only-one.ts';

/**
 * 003 §3.4.4 "Control change": can control of this monster switch? Not while it is face-up with "Control of this
 * face-up card on the field cannot switch" applying (Mataza the Zapper): no effect takes, swaps or gives it, and
 * effects that would are not activated targeting it.
 */
export function controlCanSwitch(duel: DuelState, uid: number): boolean {
  const c = duel.cards[uid]!;
  if (!c.faceUp || c.location !== 'mzone') return true;
  // 003 §3.3.2 [TN fn22]: not to a player who controls a face-up one already ("You can only control 1").
  if (onlyOneBlocks(duel, uid, (1 - c.controller) as PlayerId)) return false;
  if (!mayApplyStatic(duel, 'control-fixed')) return true;
  for (const { src, st } of activeStatics(duel)) if (st.kind === 'control-fixed' && src.uid === uid) return false;
  return true;
}

/** 003 §3.4.4: a take-control effect needs a free Main Monster Zone. */
export function canTakeControl(duel: DuelState, player: PlayerId): boolean {
  return freeMonsterZones(duel, player) > 0;
}

/**
 * Give control of a monster to `player`, who chooses the Main Monster Zone it moves to (003 §3.3.2) when `io` is
 * given; with `untilEndPhase` it returns in the End Phase.
 */
export function takeControl(
  duel: DuelState,
  uid: number,
  player: PlayerId,
  untilEndPhase: boolean,
  io?: YgoAsker,
): boolean {
  const c = duel.cards[uid]!;
  if (c.location !== 'mzone' || c.controller === player || !controlCanSwitch(duel, uid)) return false;
  // 003 §3.4.4 "unaffected by …": a face-up monster unaffected by the chain link now resolving is not taken.
  if (c.faceUp && unaffectedByResolving(duel, c)) return false;
  // A face-down monster taken stays unknown to its new controller until they look (no name in the prompt).
  const what = c.faceUp ? cardDef(c.code).name : 'the face-down monster';
  const dest = chooseZone(duel, io, player, { row: 'monster' }, what);
  if (dest < 0) return false;
  const before = c.controller;
  if (c.seq >= 5) duel.emz[c.seq - 5] = -1;
  else duel.players[c.controller].mzone[c.seq] = -1;
  duel.players[player].mzone[dest] = uid;
  c.controller = player;
  c.seq = dest;
  // 003 §3.4.4: "until the End Phase" control goes back to whoever controlled it before, not always its owner.
  c.controlReturnsTo = untilEndPhase ? before : null;
  log(duel, { type: 'control', card: uid, code: c.faceUp ? c.code : undefined, player });
  return true;
}

/** Monsters taken "until the End Phase" that are due to go back (003 §3.4.4), in card order. */
export function controlReturns(duel: DuelState): number[] {
  const out: number[] = [];
  for (const c of duel.cards) {
    if (c.controlReturnsTo !== null && c.location === 'mzone' && c.controller !== c.controlReturnsTo) out.push(c.uid);
  }
  return out;
}

/**
 * End Phase: a monster taken "until the End Phase" goes back to its previous controller (003 §3.4.4); with no free
 * zone there it is destroyed (TC-84).
 */
export function returnControl(duel: DuelState, uid: number, io?: YgoAsker): void {
  const c = duel.cards[uid]!;
  const to = c.controlReturnsTo;
  if (to === null) return;
  // 003 §3.4.4: a monster whose control cannot switch now (flipped face-up meanwhile) stays where it is.
  if (!controlCanSwitch(duel, uid)) {
    c.controlReturnsTo = null;
    return;
  }
  if (c.controller !== to && freeMonsterZones(duel, to) > 0) {
    // The zone is asked before anything changes; taking control back clears controlReturnsTo.
    takeControl(duel, c.uid, to, false, io);
    return;
  }
  c.controlReturnsTo = null;
  if (c.controller !== to) destroy(duel, [c.uid], Reason.RULE, -1);
}

/**
 * 003 §3.4.4: two monsters switch control with each other (Creature Swap), each taking the other's place; a
 * monster in an Extra Monster Zone stays there under its new controller.
 */
export function swapControl(duel: DuelState, a: number, b: number): boolean {
  const ca = duel.cards[a]!;
  const cb = duel.cards[b]!;
  if (ca.location !== 'mzone' || cb.location !== 'mzone' || ca.controller === cb.controller) return false;
  if (!controlCanSwitch(duel, a) || !controlCanSwitch(duel, b)) return false;
  const [pa, pb] = [ca.controller, cb.controller];
  const [sa, sb] = [ca.seq, cb.seq];
  // Each takes the other's zone; from or into an Extra Monster Zone, the Extra Monster Zone monster keeps its zone and
  // the other takes a free Main Monster Zone of its new controller.
  const toA = sb < 5 && sa < 5 ? sb : sa >= 5 ? sa : freeMain(duel, pb);
  const toB = sa < 5 && sb < 5 ? sa : sb >= 5 ? sb : freeMain(duel, pa);
  if (toA < 0 || toB < 0) return false;
  for (const [s, p] of [
    [sa, pa],
    [sb, pb],
  ] as const) {
    if (s >= 5) duel.emz[s - 5] = -1;
    else duel.players[p].mzone[s] = -1;
  }
  place(duel, a, pb, toA);
  place(duel, b, pa, toB);
  ca.controlReturnsTo = null;
  cb.controlReturnsTo = null;
  log(duel, { type: 'control', card: a, code: ca.faceUp ? ca.code : undefined, player: pb });
  log(duel, { type: 'control', card: b, code: cb.faceUp ? cb.code : undefined, player: pa });
  return true;
}

function freeMain(duel: DuelState, p: PlayerId): number {
  return duel.players[p].mzone.indexOf(-1);
}

function place(duel: DuelState, uid: number, p: PlayerId, seq: number): void {
  const c = duel.cards[uid]!;
  c.controller = p;
  c.seq = seq;
  if (seq >= 5) duel.emz[seq - 5] = uid;
  else duel.players[p].mzone[seq] = uid;
}
