/**
 * Moving cards between areas (001 §3) and the one-shot actions built on moves:
 * draw (001 §4-5), K.O. (001 §10-2-1), trash, return to hand, deck bottom, play.
 */
import type { PlayerId } from '../../core/decision.ts';
import type { OptcgEvent } from '../view/events.ts';
import { Z, type OptcgState, type PlayerState } from '../types.ts';

export function ev(g: OptcgState, e: OptcgEvent): void {
  g.events.push(e);
}

export function opp(p: PlayerId): PlayerId {
  return p === 0 ? 1 : 0;
}

export function zoneList(ps: PlayerState, zone: number): number[] | null {
  switch (zone) {
    case Z.deck:
      return ps.deck;
    case Z.hand:
      return ps.hand;
    case Z.trash:
      return ps.trash;
    case Z.life:
      return ps.life;
    case Z.chars:
      return ps.chars;
    default:
      return null;
  }
}

export function onField(g: OptcgState, c: number): boolean {
  const z = g.zone[c];
  return z === Z.leader || z === Z.chars || z === Z.stage;
}

/** Still the same card where it was (001 §3-1-6: a moved card is a new card). */
export function sameCard(g: OptcgState, c: number, inst: number): boolean {
  return g.inst[c] === inst && onField(g, c);
}

/**
 * Take a card out of its area. Leaving the Character or Stage area makes it a new card
 * (001 §3-1-6): its given DON!! go to the cost area rested (001 §6-5-5-4), its state resets.
 */
function detach(g: OptcgState, c: number): void {
  const ps = g.players[g.owner[c]!];
  const z = g.zone[c]!;
  if (z === Z.life) g.faceUp[c] = 0; // 001 §3-10-2-1: face up only while in the Life area
  if (z === Z.stage) {
    ps.stage = -1;
  } else if (z === Z.limbo) {
    const i = g.limbo.indexOf(c);
    if (i >= 0) g.limbo.splice(i, 1);
  } else {
    const list = zoneList(ps, z);
    if (list) {
      const i = list.lastIndexOf(c);
      if (i >= 0) list.splice(i, 1);
    }
  }
  if (z === Z.chars || z === Z.stage) {
    if (g.don[c]! > 0) {
      ps.donRested += g.don[c]!; // 001 §6-5-5-4
      g.don[c] = 0;
    }
    g.inst[c]!++;
    g.rested[c] = 0;
    g.played[c] = -1;
    g.opt[c] = -1;
  }
}

/** Move card c to the top of `zone` of its owner (001 §3-1-7: the owner's side). */
export function moveTo(g: OptcgState, c: number, zone: number): void {
  detach(g, c);
  const ps = g.players[g.owner[c]!];
  g.zone[c] = zone;
  switch (zone) {
    case Z.stage:
      ps.stage = c;
      break;
    case Z.limbo:
      g.limbo.push(c);
      break;
    default:
      zoneList(ps, zone)!.push(c);
  }
}

/** Move card c to the bottom of its owner's deck. */
export function toDeckBottom(g: OptcgState, c: number): void {
  detach(g, c);
  g.zone[c] = Z.deck;
  g.players[g.owner[c]!].deck.unshift(c);
}

/** 001 §4-5-3: draw X = draw 1, X times; an empty deck draws nothing (001 §1-3-2). */
export function draw(g: OptcgState, p: PlayerId, n: number): number {
  const ps = g.players[p];
  let k = 0;
  for (; k < n && ps.deck.length > 0; k++) {
    const c = ps.deck[ps.deck.length - 1]!;
    moveTo(g, c, Z.hand);
    ev(g, { type: 'draw', player: p, card: c, code: g.code[c]! });
  }
  return k;
}

/** Put a card onto its owner's field, active (001 §3-7-5, §3-8-4). */
export function putOnField(g: OptcgState, c: number, asStage: boolean): void {
  moveTo(g, c, asStage ? Z.stage : Z.chars);
  g.rested[c] = 0;
  g.played[c] = g.turn; // 001 §3-7-4
}

/** 001 §6-5-5: give 1 active DON!! from the cost area. */
export function giveDon(g: OptcgState, p: PlayerId, to: number, fromRested = false): boolean {
  const ps = g.players[p];
  if (fromRested) {
    if (ps.donRested <= 0) return false;
    ps.donRested--;
  } else {
    if (ps.donActive <= 0) return false;
    ps.donActive--;
  }
  g.don[to]!++;
  ev(g, { type: 'give-don', player: p, card: to, rested: fromRested });
  return true;
}

/** 001 §6-4 / DON!! added by effects: from the DON!! deck to the cost area. */
export function addDonFromDeck(g: OptcgState, p: PlayerId, n: number, active: boolean): number {
  const ps = g.players[p];
  const k = Math.min(n, ps.donDeck);
  if (k <= 0) return 0;
  ps.donDeck -= k;
  if (active) ps.donActive += k;
  else ps.donRested += k;
  ev(g, { type: 'don-added', player: p, count: k, active });
  return k;
}

/** Rest X active DON!! (001 §8-3-1-5 ①, §2-7-2 paying costs). */
export function restDon(g: OptcgState, p: PlayerId, n: number): boolean {
  const ps = g.players[p];
  if (ps.donActive < n) return false;
  ps.donActive -= n;
  ps.donRested += n;
  return true;
}
