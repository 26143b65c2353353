/**
 * 003 §3.3.2 Synchro Summon: 1 face-up Tuner and one or more face-up non-Tuners you control, whose Levels total the
 * Synchro Monster's Level, are sent to the GY; then the Synchro Monster is Summoned from the Extra Deck to an Extra
 * Monster Zone or a Main Monster Zone, face-up Attack or Defense Position. It is a Summon by procedure, at open
 * state, without the chain, and it can be negated (TC-06). Master Rule 2 (000 p.9) has it; 002/004 do not.
 */
import { currentStats } from './card-types.ts';
import { levelOf } from './level.ts';
import type { PlayerId } from '../../core/decision.ts';
import { assertSpecialSummonAllowed } from './summon-history.ts';
import { cardDef } from '../cards/registry.ts';
import type { CardStats } from '../card-stats.ts';
import type { SynchroMaterials } from '../cards/types.ts';
import { Reason, type DuelState, type TaskOf } from '../state.ts';
import type { YgoAsker } from '../decisions.ts';
import { log, newGroup } from './events.ts';
import { sendToGy } from './moves.ts';
import { askSummonDefense, beginSummon } from './summon.ts';
import { moveCard } from './zones.ts';
import { chooseZone } from './zone-choice.ts';
import { gyPlacementOrder } from './gy-order.ts';
import { extraZoneQuery, zoneTest } from './extra-deck-zones.ts';
import { chooseMaterials, faceUpMaterials, type Mask, recordMaterials, mayExtraSummon } from './materials.ts';

/**
 * 003 §3.3.2: the monsters that may be Synchro Material: face-up, controlled by the player, with a Level (Xyz and Link
 * Monsters have none), and not barred by their own text (003 §3.5.2).
 */
export function synchroPool(duel: DuelState, player: PlayerId): number[] {
  return faceUpMaterials(
    duel,
    player,
    (def) =>
      !!def.level &&
      !def.categories?.includes('xyz') &&
      !def.categories?.includes('link') &&
      !def.cannotBeMaterial?.includes('synchro'),
  );
}

const isTuner = (s: CardStats): boolean => s.categories?.includes('tuner') === true;

/**
 * Every legal material set for this Synchro Monster out of the pool, as masks: exactly one Tuner meeting the Tuner
 * condition, non-Tuners meeting theirs in the stated number, Levels totalling the Synchro Monster's Level, leaving a
 * zone for the Synchro Monster (`hasZone`, 003 §3.3.2).
 */
function legalSets(
  duel: DuelState,
  pool: readonly number[],
  level: number,
  rule: SynchroMaterials,
  hasZone: (materials: readonly number[]) => boolean,
): Mask[] {
  const min = rule.nonTuners?.min ?? 1;
  const max = rule.nonTuners?.max ?? Infinity;
  const out: Mask[] = [];
  for (let m = 1; m < 1 << pool.length; m++) {
    let tuners = 0;
    let nonTuners = 0;
    let sum = 0;
    let ok = true;
    for (let i = 0; i < pool.length && ok; i++) {
      if ((m & (1 << i)) === 0) continue;
      const c = duel.cards[pool[i]!]!;
      const def = currentStats(duel, c);
      // 003 §3.3.1: the material's current Level.
      sum += levelOf(duel, c);
      if (isTuner(def)) {
        tuners++;
        ok = tuners === 1 && (!rule.tuner || rule.tuner.filter(def));
      } else {
        nonTuners++;
        ok = !rule.nonTuner || rule.nonTuner.filter(def);
      }
    }
    if (ok && tuners === 1 && nonTuners >= min && nonTuners <= max && sum === level) {
      if (hasZone(pool.filter((_u, i) => (m & (1 << i)) !== 0))) out.push(m);
    }
  }
  return out;
}

function setsFor(duel: DuelState, uid: number, player: PlayerId, pool: readonly number[]): Mask[] {
  const def = cardDef(duel.cards[uid]!.code);
  if (!def.synchroMaterials || !def.level) return [];
  return legalSets(duel, pool, def.level, def.synchroMaterials, zoneTest(duel, player, uid));
}

/** Can this Extra Deck monster be Synchro Summoned now (003 §3.3.2, at open state in the Main Phase)? */
export function canSynchroSummon(duel: DuelState, uid: number, player: PlayerId, pool: readonly number[]): boolean {
  if (!cardDef(duel.cards[uid]!.code).synchroMaterials) return false;
  return mayExtraSummon(duel, uid, player, 'synchro') && setsFor(duel, uid, player, pool).length > 0;
}

/** The Synchro Monsters of the player's Extra Deck that can be Synchro Summoned now. */
export function synchroCandidates(duel: DuelState, player: PlayerId): number[] {
  if (!duel.rules.summonMethods.includes('synchro')) return [];
  // Cheap tests first: no Synchro Monster in the Extra Deck, or no face-up Tuner, no Synchro Summon.
  const extra = duel.players[player].extra;
  if (!extra.some((u) => cardDef(duel.cards[u]!.code).synchroMaterials)) return [];
  const pool = synchroPool(duel, player);
  if (!pool.some((u) => isTuner(currentStats(duel, duel.cards[u]!)))) return [];
  return extra.filter((u) => canSynchroSummon(duel, u, player, pool));
}

/**
 * 003 §3.3.2: the materials (a legal set is complete: Levels are positive, so no legal set contains another), then
 * the position and the zone, and the GY order of the materials, before anything moves.
 */
export function synchroSummonTask(duel: DuelState, t: TaskOf<'synchro-summon'>, io: YgoAsker): void {
  const { uid, player } = t;
  assertSpecialSummonAllowed(duel, uid, player);
  const def = cardDef(duel.cards[uid]!.code);
  const pool = synchroPool(duel, player);
  const sets = setsFor(duel, uid, player, pool);
  const materials = chooseMaterials(duel, io, player, pool, sets, `Synchro Material for ${def.name}`);
  const defense = askSummonDefense(io, player, `Synchro Summon ${def.name} in which position?`);
  // 003 §3.3.2: the player chooses the zone, among the free ones and those the materials free.
  const seq = chooseZone(duel, io, player, extraZoneQuery(duel, player, uid, materials), def.name);
  const order = gyPlacementOrder(duel, materials, io);
  // 003 §3.3.2: the materials are sent to the GY before the Synchro Monster appears; a procedure, not an effect.
  sendToGy(duel, order, Reason.MATERIAL | Reason.SUMMON | Reason.SYNCHRO, player);
  newGroup(duel);
  moveCard(duel, uid, 'mzone', {
    reason: Reason.SUMMON,
    by: player,
    controller: player,
    faceUp: true,
    defense,
    seq,
  });
  const c = duel.cards[uid]!;
  c.summon = 'synchro';
  recordMaterials(duel, uid, materials);
  log(duel, { type: 'summoning', player, card: uid, code: c.code, kind: 'synchro', materials });
  beginSummon(duel, t, [uid], player, 'special-summoned');
}
