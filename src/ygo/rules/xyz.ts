/**
 * 003 §3.3.2 Xyz Summon: two or more face-up monsters you control of the same Level, as the Xyz Monster's text lists
 * them, are stacked as its Xyz Materials, then the Xyz Monster is placed on top, in an Extra Monster Zone or a Main
 * Monster Zone, face-up Attack or Defense Position. A Summon by procedure that can be negated. Materials are not cards
 * on the field: they cannot be targeted, detaching one is not "leaving the field" (TC-39), they go to the GY when the
 * Xyz Monster leaves the field and stay attached when it is turned face-down or changes control (000 p.45). Tokens
 * cannot be Xyz Material. Master Rule 2 (000 p.9) has it; 002/004 do not.
 */
import type { PlayerId } from '../../core/decision.ts';
import { assertSpecialSummonAllowed, xyzMaterialArchetypes } from './summon-history.ts';
import { inArchetype } from './identity.ts';
import { cardDef } from '../cards/registry.ts';
import { Reason, type DuelState, type TaskOf } from '../state.ts';
import type { YgoAsker } from '../decisions.ts';
import { log, newGroup } from './events.ts';
import { askSummonDefense, beginSummon } from './summon.ts';
import { moveCard } from './zones.ts';
import { chooseZone } from './zone-choice.ts';
import { chooseMaterials, faceUpMaterials, type Mask, mayExtraSummon } from './materials.ts';
import { extraZoneQuery, zoneTest } from './extra-deck-zones.ts';

/** 003 §3.3.2: face-up monsters the player controls that this Xyz Monster's text accepts as materials. */
function xyzPool(duel: DuelState, uid: number, player: PlayerId): number[] {
  const rule = cardDef(duel.cards[uid]!.code).xyzMaterials!;
  // 003 §2.1.4: under "… except by an Xyz Summon that uses only 'X' monsters as materials", only such materials.
  const only = duel.locks.length ? xyzMaterialArchetypes(duel, player) : [];
  // A Rank is not a Level (Xyz Monsters have none); Tokens cannot be Xyz Material (003 §3.3.2). The Level is the
  // current one (003 §3.3.1: a changed Level replaces the printed one; faceUpMaterials reads currentStats).
  const pool = faceUpMaterials(
    duel,
    player,
    (def) =>
      def.level === rule.level &&
      !def.categories?.includes('token') &&
      !def.cannotBeMaterial?.includes('xyz') &&
      (!rule.filter || rule.filter.filter(def)),
  );
  return only.length ? pool.filter((u) => only.every((set) => inArchetype(duel, duel.cards[u]!, set))) : pool;
}

/** Every legal set: between min and max materials, leaving a zone for the Xyz Monster (`hasZone`, 003 §3.3.2). */
function legalSets(
  duel: DuelState,
  uid: number,
  pool: readonly number[],
  hasZone: (materials: readonly number[]) => boolean,
): Mask[] {
  const rule = cardDef(duel.cards[uid]!.code).xyzMaterials!;
  const max = rule.max ?? Infinity;
  const out: Mask[] = [];
  for (let m = 1; m < 1 << pool.length; m++) {
    let n = 0;
    for (let i = 0; i < pool.length; i++) {
      if ((m & (1 << i)) === 0) continue;
      n++;
    }
    if (n >= rule.min && n <= max && hasZone(pool.filter((_u, i) => (m & (1 << i)) !== 0))) out.push(m);
  }
  return out;
}

function setsFor(duel: DuelState, uid: number, player: PlayerId): { pool: number[]; sets: Mask[] } {
  const pool = xyzPool(duel, uid, player);
  return { pool, sets: pool.length ? legalSets(duel, uid, pool, zoneTest(duel, player, uid)) : [] };
}

/** Can this Extra Deck monster be Xyz Summoned now (003 §3.3.2, at open state in the Main Phase)? */
export function canXyzSummon(duel: DuelState, uid: number, player: PlayerId): boolean {
  if (!cardDef(duel.cards[uid]!.code).xyzMaterials) return false;
  return mayExtraSummon(duel, uid, player, 'xyz') && setsFor(duel, uid, player).sets.length > 0;
}

/** The Xyz Monsters of the player's Extra Deck that can be Xyz Summoned now. */
export function xyzCandidates(duel: DuelState, player: PlayerId): number[] {
  if (!duel.rules.summonMethods.includes('xyz')) return [];
  return duel.players[player].extra.filter((u) => canXyzSummon(duel, u, player));
}

/** Materials, position and zone are asked before anything moves; then the materials are attached and the Xyz placed. */
export function xyzSummonTask(duel: DuelState, t: TaskOf<'xyz-summon'>, io: YgoAsker): void {
  const { uid, player } = t;
  assertSpecialSummonAllowed(duel, uid, player, 'xyz');
  const def = cardDef(duel.cards[uid]!.code);
  const { pool, sets } = setsFor(duel, uid, player);
  const materials = chooseMaterials(duel, io, player, pool, sets, `Xyz Material for ${def.name}`);
  const defense = askSummonDefense(io, player, `Xyz Summon ${def.name} in which position?`);
  // 003 §3.3.2: the player chooses the zone, among the free ones and those the materials free.
  const seq = chooseZone(duel, io, player, extraZoneQuery(duel, player, uid, materials), def.name);
  // 003 §3.3.2: the materials are stacked first (attached before the Xyz Monster appears), then it goes on top.
  newGroup(duel);
  for (const m of materials)
    moveCard(duel, m, 'overlay', { reason: Reason.MATERIAL | Reason.SUMMON | Reason.XYZ, by: player, host: uid });
  moveCard(duel, uid, 'mzone', { reason: Reason.SUMMON, by: player, controller: player, faceUp: true, defense, seq });
  duel.cards[uid]!.summon = 'xyz';
  log(duel, { type: 'summoning', player, card: uid, code: duel.cards[uid]!.code, kind: 'xyz', materials });
  beginSummon(duel, t, [uid], player, 'special-summoned');
}

/**
 * Detach Xyz Materials (a cost, 003 §3.3.2): they go to the GY, which is neither "sent from the field" nor "leaving
 * the field" (TC-39).
 */
export function detachMaterials(duel: DuelState, uids: readonly number[], reason: number, by: PlayerId): void {
  newGroup(duel);
  for (const u of uids) {
    moveCard(duel, u, 'gy', { reason: reason | Reason.XYZ, by });
    log(duel, { type: 'detach', card: u, code: duel.cards[u]!.code, player: by });
  }
}
