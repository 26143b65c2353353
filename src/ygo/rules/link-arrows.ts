/**
 * 003 §3.2.1 Link Arrows: the Monster Zones a face-up Link Monster points to, and the zones some Link Monster points
 * to (003 §2.1.1 "linked zones"). Geometry, from a player's own side: their Main Monster Zones are columns 0–4 of the
 * bottom row, the Extra Monster Zones columns 1 and 3 of the middle row (seq 5 is column 1 for player 0, column 3 for
 * player 1: the board is shared and player 1 sees it turned round), the opponent's Main Monster Zones the top row
 * (their seq s is column 4 − s).
 */
import type { PlayerId } from '../../core/decision.ts';
import type { LinkArrow } from '../card-stats.ts';
import { cardDef } from '../cards/registry.ts';
import type { DuelState } from '../state.ts';

/** A Monster Zone on the board: whose, and its index (0–4 Main, 5–6 Extra Monster Zones). */
export interface MonsterZoneRef {
  player: PlayerId;
  seq: number;
}

const ROW_DELTA: Record<LinkArrow, [number, number]> = {
  'top-left': [1, -1],
  top: [1, 0],
  'top-right': [1, 1],
  left: [0, -1],
  right: [0, 1],
  'bottom-left': [-1, -1],
  bottom: [-1, 0],
  'bottom-right': [-1, 1],
};

/** The column of an Extra Monster Zone as `p` sees the board. */
export function emzColumn(p: PlayerId, seq: number): number {
  return (seq === 5) === (p === 0) ? 1 : 3;
}

/** The zone at (row, column) as `p` sees the board (row 0: p's Main Monster Zones, 1: the Extra Monster Zones, 2: the opponent's). */
function zoneAt(p: PlayerId, row: number, col: number): MonsterZoneRef | null {
  if (col < 0 || col > 4) return null;
  if (row === 0) return { player: p, seq: col };
  if (row === 2) return { player: (1 - p) as PlayerId, seq: 4 - col };
  if (row === 1 && (col === 1 || col === 3)) return { player: p, seq: (col === 1) === (p === 0) ? 5 : 6 };
  return null;
}

/** 003 §3.2.1: the Monster Zones a face-up Link Monster on the field points to. */
export function pointedZones(duel: DuelState, uid: number): MonsterZoneRef[] {
  const c = duel.cards[uid]!;
  const arrows = cardDef(c.code).linkArrows;
  if (!arrows || c.location !== 'mzone' || !c.faceUp) return [];
  const p = c.controller;
  const row = c.seq >= 5 ? 1 : 0;
  const col = c.seq >= 5 ? emzColumn(p, c.seq) : c.seq;
  const out: MonsterZoneRef[] = [];
  for (const a of arrows) {
    const [dr, dc] = ROW_DELTA[a];
    const z = zoneAt(p, row + dr, col + dc);
    if (z) out.push(z);
  }
  return out;
}

/** The monsters a Link Monster points to ("each monster it points to"). */
export function pointedMonsters(duel: DuelState, uid: number): number[] {
  const out: number[] = [];
  for (const z of pointedZones(duel, uid)) {
    const u = z.seq >= 5 ? duel.emz[z.seq - 5]! : duel.players[z.player].mzone[z.seq]!;
    if (u >= 0) out.push(u);
  }
  return out;
}

/** 003 §2.1.1: `p`'s Main Monster Zones some Link Monster points to (either player's), leaving out `except`. */
export function linkedZones(duel: DuelState, p: PlayerId, except: readonly number[] = []): number[] {
  const out: number[] = [];
  const visit = (u: number): void => {
    if (u < 0 || except.includes(u)) return;
    for (const z of pointedZones(duel, u)) if (z.player === p && z.seq < 5 && !out.includes(z.seq)) out.push(z.seq);
  };
  for (const q of [0, 1] as const) for (const u of duel.players[q].mzone) visit(u);
  for (const u of duel.emz) visit(u);
  return out.sort((a, b) => a - b);
}

/**
 * 003 §3.2.1: "Co-linked": Link Monsters that point at each other. The face-up Link Monsters co-linked with `uid` (none
 * when it is not a face-up Link Monster on the field).
 */
export function coLinkedWith(duel: DuelState, uid: number): number[] {
  return pointedMonsters(duel, uid).filter((u) => pointedMonsters(duel, u).includes(uid));
}

/** 003 §3.2.1: whether the monster `uid` is co-linked (with at least one other Link Monster). */
export function isCoLinked(duel: DuelState, uid: number): boolean {
  return coLinkedWith(duel, uid).length > 0;
}
