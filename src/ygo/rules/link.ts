/**
 * 003 §3.3.2 Link Summon and 003 §3.2.1 Link Arrows: face-up monsters you control, as many as the Link Rating (a Link
 * Monster may count as its Link Rating, but one monster alone never makes "2+"), are sent to the GY; the Link Monster
 * goes face-up Attack Position to an Extra Monster Zone or a Main Monster Zone a Link Arrow points to (003 §2.1.1; an
 * opponent's arrow pointing to your zone counts too; a zone freed by a material counts). Only 003 has it. The arrows'
 * geometry is in link-arrows.ts, the zone rule in extra-deck-zones.ts.
 */
import type { PlayerId } from '../../core/decision.ts';
import { assertSpecialSummonAllowed } from './summon-history.ts';
import { cardDef } from '../cards/registry.ts';
import { Reason, type DuelState, type TaskOf } from '../state.ts';
import type { YgoAsker } from '../decisions.ts';
import { log, newGroup } from './events.ts';
import { sendToGy } from './moves.ts';
import { beginSummon } from './summon.ts';
import { moveCard } from './zones.ts';
import { nameOf } from './identity.ts';
import { chooseZone } from './zone-choice.ts';
import { extraSummonZones, extraZoneQuery } from './extra-deck-zones.ts';
import { gyPlacementOrder } from './gy-order.ts';
import { chooseMaterials, faceUpMaterials, recordMaterials, type Mask, mayExtraSummon } from './materials.ts';

export { linkedZones, pointedMonsters, pointedZones, type MonsterZoneRef } from './link-arrows.ts';

/** Can this set of materials (as a count of monsters and their possible values) make the Link Rating exactly? */
function makesRating(duel: DuelState, materials: readonly number[], rating: number): boolean {
  // Every material counts at least 1, and counting each as 1 is always allowed: those two sums need no search.
  if (materials.length >= rating) return materials.length === rating;
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

/** "… with different names": no two of the monsters share a current name (003 §3.3.1). */
function differentNames(duel: DuelState, uids: readonly number[]): boolean {
  const names = uids.map((u) => nameOf(duel, duel.cards[u]!));
  return names.every((n, i) => names.indexOf(n) === i);
}

/** How many materials a set (a bit mask) holds. */
function bitCount(m: Mask): number {
  let n = 0;
  for (let b = m; b !== 0; b &= b - 1) n++;
  return n;
}

/** The material pool and every legal material set; with `firstOnly`, stop at the first one (is there any?). */
function setsFor(duel: DuelState, uid: number, player: PlayerId, firstOnly = false): { pool: number[]; sets: Mask[] } {
  const def = cardDef(duel.cards[uid]!.code);
  const rule = def.linkMaterials!;
  const rating = def.linkRating ?? 0;
  let pool = faceUpMaterials(
    duel,
    player,
    (m) => !m.cannotBeMaterial?.includes('link') && (!rule.filter || rule.filter.filter(m)),
  );
  // 003 §3.3.2: a material condition on the monster as it is on the field (Salamangreat Almiraj).
  if (rule.onField) pool = pool.filter((u) => rule.onField!(duel, duel.cards[u]!));
  const sets: Mask[] = [];
  const max = Math.min(rule.max ?? Infinity, rating);
  for (let m = 1; m < 1 << pool.length; m++) {
    // The count first (no list built for a set of the wrong size).
    const n = bitCount(m);
    if (n < rule.min || n > max) continue;
    const chosen = pool.filter((_u, i) => (m & (1 << i)) !== 0);
    if (!makesRating(duel, chosen, rating)) continue;
    // 003 §3.3.2: conditions on the whole set ("with different names", "including a Tuner").
    if (rule.differentNames && !differentNames(duel, chosen)) continue;
    if (rule.including && !chosen.some((u) => rule.including!(duel, duel.cards[u]!))) continue;
    // 003 §3.3.2: a material whose use would leave no legal zone cannot be chosen.
    if (extraSummonZones(duel, player, uid, chosen).length > 0) {
      sets.push(m);
      if (firstOnly) break;
    }
  }
  return { pool, sets };
}

/** Can this Extra Deck monster be Link Summoned now (003 §3.3.2, at open state in the Main Phase)? */
export function canLinkSummon(duel: DuelState, uid: number, player: PlayerId): boolean {
  if (!cardDef(duel.cards[uid]!.code).linkMaterials) return false;
  return mayExtraSummon(duel, uid, player, 'link') && setsFor(duel, uid, player, true).sets.length > 0;
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
  const seq = chooseZone(duel, io, player, extraZoneQuery(duel, player, uid, materials), def.name);
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
