/**
 * 003 §3.3.2 Link Summon and 003 §3.2.1 Link Arrows: face-up monsters you control, as many as the Link Rating (a Link
 * Monster may count as its Link Rating, but one monster alone never makes "2+"), are sent to the GY; the Link Monster
 * goes face-up Attack Position to an Extra Monster Zone or a Main Monster Zone a Link Arrow points to (003 §2.1.1; an
 * opponent's arrow pointing to your zone counts too; a zone freed by a material counts). Only 003 has it.
 *
 * Geometry, from a player's own side: their Main Monster Zones are columns 0–4 of the bottom row, the Extra Monster
 * Zones columns 1 and 3 of the middle row (seq 5 is column 1 for player 0, column 3 for player 1: the board is shared
 * and player 1 sees it turned round), the opponent's Main Monster Zones the top row (their seq s is column 4 − s).
 */
import type { PlayerId } from '../../core/decision.ts';
import type { LinkArrow } from '../card-stats.ts';
import { assertSpecialSummonAllowed } from './summon-history.ts';
import { cardDef } from '../cards/registry.ts';
import { Reason, type DuelState, type TaskOf } from '../state.ts';
import type { YgoAsker } from '../decisions.ts';
import { log, newGroup } from './events.ts';
import { sendToGy } from './moves.ts';
import { beginSummon } from './summon.ts';
import { moveCard } from './zones.ts';
import { chooseZone, placeableZones } from './zone-choice.ts';
import { gyPlacementOrder } from './gy-order.ts';
import { chooseMaterials, faceUpMaterials, recordMaterials, type Mask, mayExtraSummon } from './materials.ts';

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
function emzColumn(p: PlayerId, seq: number): number {
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

/** The zones a Link Monster (or a face-up Pendulum from the Extra Deck) may go to once `materials` have left. */
export function linkSummonZones(duel: DuelState, p: PlayerId, materials: readonly number[]): number[] {
  const freed = materials.map((u) => duel.cards[u]!.seq);
  return placeableZones(duel, p, { row: 'monster', fromExtra: true, freed, only: linkedZones(duel, p, materials) });
}

/** Can this set of materials (as a count of monsters and their possible values) make the Link Rating exactly? */
function makesRating(duel: DuelState, materials: readonly number[], rating: number): boolean {
  // Each material counts 1, or its Link Rating if it is a Link Monster: the reachable sums (003 §3.3.2, TC-42).
  let sums = new Set<number>([0]);
  for (const u of materials) {
    const lr = cardDef(duel.cards[u]!.code).linkRating;
    const next = new Set<number>();
    for (const s of sums) {
      next.add(s + 1);
      if (lr && lr > 1) next.add(s + lr);
    }
    sums = next;
  }
  return sums.has(rating);
}

function setsFor(duel: DuelState, uid: number, player: PlayerId): { pool: number[]; sets: Mask[] } {
  const def = cardDef(duel.cards[uid]!.code);
  const rule = def.linkMaterials!;
  const rating = def.linkRating ?? 0;
  const pool = faceUpMaterials(
    duel,
    player,
    (m) => !m.cannotBeMaterial?.includes('link') && (!rule.filter || rule.filter.filter(m)),
  );
  const sets: Mask[] = [];
  const max = Math.min(rule.max ?? Infinity, rating);
  for (let m = 1; m < 1 << pool.length; m++) {
    const chosen = pool.filter((_u, i) => (m & (1 << i)) !== 0);
    if (chosen.length < rule.min || chosen.length > max || !makesRating(duel, chosen, rating)) continue;
    // 003 §3.3.2: a material whose use would leave no legal zone cannot be chosen.
    if (linkSummonZones(duel, player, chosen).length > 0) sets.push(m);
  }
  return { pool, sets };
}

/** Can this Extra Deck monster be Link Summoned now (003 §3.3.2, at open state in the Main Phase)? */
export function canLinkSummon(duel: DuelState, uid: number, player: PlayerId): boolean {
  if (!cardDef(duel.cards[uid]!.code).linkMaterials) return false;
  return mayExtraSummon(duel, uid, player, 'link') && setsFor(duel, uid, player).sets.length > 0;
}

/** The Link Monsters of the player's Extra Deck that can be Link Summoned now. */
export function linkCandidates(duel: DuelState, player: PlayerId): number[] {
  if (!duel.rules.summonMethods.includes('link')) return [];
  return duel.players[player].extra.filter((u) => canLinkSummon(duel, u, player));
}

/** Materials and zone are asked before anything moves; a Link Monster is always Summoned in Attack Position. */
export function linkSummonTask(duel: DuelState, t: TaskOf<'link-summon'>, io: YgoAsker): void {
  const { uid, player } = t;
  assertSpecialSummonAllowed(duel, uid, player);
  const def = cardDef(duel.cards[uid]!.code);
  const { pool, sets } = setsFor(duel, uid, player);
  const materials = chooseMaterials(duel, io, player, pool, sets, `Link Material for ${def.name}`);
  const freed = materials.map((u) => duel.cards[u]!.seq);
  const only = linkedZones(duel, player, materials);
  const seq = chooseZone(duel, io, player, { row: 'monster', fromExtra: true, freed, only }, def.name);
  const order = gyPlacementOrder(duel, materials, io);
  // 003 §3.3.2: the materials go to the GY before the Link Monster appears; a procedure, not an effect.
  sendToGy(duel, order, Reason.MATERIAL | Reason.SUMMON | Reason.LINK, player);
  newGroup(duel);
  moveCard(duel, uid, 'mzone', { reason: Reason.SUMMON, by: player, controller: player, faceUp: true, seq });
  duel.cards[uid]!.summon = 'link';
  recordMaterials(duel, uid, materials);
  log(duel, { type: 'summoning', player, card: uid, code: duel.cards[uid]!.code, kind: 'link', materials });
  beginSummon(duel, t, [uid], player, 'special-summoned');
}
