/** 003 §3.4.4 "Control change": the card moves sides but stays the same card. */
import type { PlayerId } from '../../core/decision.ts';
import { Reason, type DuelState } from '../state.ts';
import { log } from './events.ts';
import { destroy } from './moves.ts';
import { freeMonsterZones } from './zones.ts';
import { chooseZone } from './zone-choice.ts';
import { cardDef } from '../cards/registry.ts';
import type { YgoAsker } from '../decisions.ts';

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
  if (c.location !== 'mzone' || c.controller === player) return false;
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

/**
 * End Phase: monsters taken "until the End Phase" go back to their previous controller (003 §3.4.4); with no
 * free zone there they are destroyed (TC-84).
 */
export function returnControl(duel: DuelState): void {
  for (const c of duel.cards) {
    if (c.controlReturnsTo === null || c.location !== 'mzone') continue;
    const to = c.controlReturnsTo;
    c.controlReturnsTo = null;
    if (c.controller === to) continue;
    if (freeMonsterZones(duel, to) === 0) destroy(duel, [c.uid], Reason.RULE, -1);
    else takeControl(duel, c.uid, to, false);
  }
}
