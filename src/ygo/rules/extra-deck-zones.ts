/**
 * 003 §2.1.1 / §3.2.1: the zones a monster Special Summoned from the Extra Deck may go to. Fusion, Synchro and Xyz
 * Monsters go to any Main Monster Zone or an Extra Monster Zone; Link Monsters and face-up Pendulum Monsters only to an
 * Extra Monster Zone or a Main Monster Zone a Link Arrow points to. 003 §2.1.1 is written as the change from Master
 * Rule 4 (2017–2020), under which every monster from the Extra Deck had the Link Monster's zones
 * (`RuleSet.linkedZoneRule`). A material that leaves the field frees its zone and takes its Link Arrows with it.
 */
import type { PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import type { DuelState } from '../state.ts';
import { linkedZones } from './link-arrows.ts';
import { placeableZones, type ZoneQuery } from './zone-choice.ts';
import { canPlaceMonster } from './zones.ts';

/** Whether this Extra Deck monster may use only an Extra Monster Zone or a linked zone (003 §2.1.1). */
export function needsLinkedZone(duel: DuelState, uid: number): boolean {
  if (duel.rules.linkedZoneRule === 'every-extra-deck-monster') return true;
  const c = duel.cards[uid]!;
  const def = cardDef(c.code);
  return def.linkArrows !== undefined || (c.faceUp && def.categories?.includes('pendulum') === true);
}

/**
 * The zone query for this Extra Deck monster once `materials` have left (`taken`: zones promised to monsters Summoned
 * with it; `only`: a card's own narrower choice, such as "to your zone this card points to").
 */
export function extraZoneQuery(
  duel: DuelState,
  p: PlayerId,
  uid: number,
  materials: readonly number[] = [],
  narrower?: { taken?: readonly number[]; only?: readonly number[] },
): ZoneQuery {
  const freed: number[] = [];
  for (const u of materials) {
    const c = duel.cards[u]!;
    if (c.location === 'mzone' && c.controller === p) freed.push(c.seq);
  }
  let only = narrower?.only;
  if (needsLinkedZone(duel, uid)) {
    const linked = linkedZones(duel, p, materials);
    only = only ? only.filter((s) => linked.includes(s)) : linked;
  }
  const q: ZoneQuery = { row: 'monster', fromExtra: true, freed };
  if (only) q.only = only;
  if (narrower?.taken) q.taken = narrower.taken;
  return q;
}

/** The zones this Extra Deck monster may go to once `materials` have left the field. */
export function extraSummonZones(
  duel: DuelState,
  p: PlayerId,
  uid: number,
  materials: readonly number[] = [],
): number[] {
  return placeableZones(duel, p, extraZoneQuery(duel, p, uid, materials));
}

/**
 * 003 §3.3.2: a material set is legal only if it leaves a zone for the monster. The test for this monster's sets, cheap
 * when any set will do (a free zone it may use, nothing linked needed).
 */
export function zoneTest(duel: DuelState, p: PlayerId, uid: number): (materials: readonly number[]) => boolean {
  if (!needsLinkedZone(duel, uid) && canPlaceMonster(duel, p, true)) return () => true;
  return (materials) => extraSummonZones(duel, p, uid, materials).length > 0;
}
