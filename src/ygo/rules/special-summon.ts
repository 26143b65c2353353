/**
 * 003 §3.3.2: Special Summons. By an effect the Summon happens inside the resolution, so
 * nothing can respond to it (TC-31); inherent Special Summons (Summoning conditions) do not
 * use the chain and can be negated like Normal Summons.
 */
import type { PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import { isExtraDeckMonster, isRitualMonster } from '../card-stats.ts';
import { Reason, type DuelState, type SummonKind } from '../state.ts';
import { log, newGroup, raise } from './events.ts';
import { canPlaceMonster, moveCard } from './zones.ts';
import { recordSummon, specialSummonAllowed } from './summon-history.ts';
import { chooseZone, type ZoneQuery } from './zone-choice.ts';
import { extraSummonZones, extraZoneQuery } from './extra-deck-zones.ts';
import type { YgoAsker } from '../decisions.ts';

/**
 * 003 §3.3.2 "properly summoned" and revival limits: a monster that must first be Summoned
 * its own way (Fusion and other Extra Deck monsters, Special Summon-only monsters) can be
 * Special Summoned from the GY or banishment by an effect only if it was properly Summoned before;
 * from the Extra Deck only by its own method. Also needs a free zone.
 */
export function canSpecialSummon(
  duel: DuelState,
  uid: number,
  player: PlayerId,
  kind: SummonKind = 'special',
): boolean {
  return maySpecialSummon(duel, uid, player, kind) && hasMonsterZone(duel, uid, player);
}

/** 003 §2.1.1: a zone for this monster (from the Extra Deck, one it may use: an Extra Monster Zone or a linked one). */
export function hasMonsterZone(duel: DuelState, uid: number, player: PlayerId): boolean {
  return duel.cards[uid]!.location === 'extra'
    ? extraSummonZones(duel, player, uid).length > 0
    : canPlaceMonster(duel, player, false);
}

/** canSpecialSummon without the zone: for Summons whose materials may free the zone (003 §3.3.2 Fusion). */
export function maySpecialSummon(
  duel: DuelState,
  uid: number,
  player: PlayerId,
  kind: SummonKind = 'special',
): boolean {
  const c = duel.cards[uid]!;
  const def = cardDef(c.code);
  if (def.kind !== 'monster') return false;
  if (c.location === 'mzone') return false;
  // 003 §2.1.4, §2.1.5: "you cannot Special Summon (except …)" locks and "only once per turn" limits.
  if (!specialSummonAllowed(duel, uid, player, kind)) return false;
  // 003 §3.3.2: from the Extra Deck only by the monster's own Summon method (or an effect that says so).
  if (c.location === 'extra' && kind !== 'fusion' && kind !== 'synchro' && kind !== 'xyz' && kind !== 'link')
    return false;
  // 003 §3.3.2: a face-up Fusion-, Synchro- or Xyz-Pendulum in the Extra Deck is never Summoned its own way again.
  if (c.location === 'extra' && c.faceUp) return false;
  // 003 §3.3.2: "cannot be Special Summoned by other ways" than its own procedure (which is no effect's Summon).
  if (def.onlyByProcedure) return false;
  // 003 §3.3.2: "Cannot be Special Summoned from the Deck or GY".
  if (def.cannotSpecialSummonFrom?.includes(c.location)) return false;
  // 003 §3.3.2: "Cannot be Special Summoned except from …" (Felgrand Dragon).
  if (def.specialSummonOnlyIf && !def.specialSummonOnlyIf(duel, c)) return false;
  // 003 §3.3.2 Revival of SS monsters: Ritual Monsters are SS monsters too; never properly Summoned, no revival.
  const needsProper =
    def.mustBeProperlySummoned || isRitualMonster(def) || (def.cannotNormalSummon && isExtraDeckMonster(def));
  return !(kind === 'special' && needsProper && !c.properlySummoned);
}

/**
 * 003 §3.3.2: an effect that says so ("Special Summon 1 … from your Extra Deck", Sky Striker Ace - Raye) Special
 * Summons a face-down Extra Deck monster without its Summon method: not a monster that "Must be … Summoned" (it comes
 * only by its own method), and not when a lock or "only once per turn" stops it (003 §2.1.4, §2.1.5). The zone is
 * the caller's to check (`extraZones` of the effect's narrower choice).
 */
export function maySpecialSummonFromExtraByEffect(duel: DuelState, uid: number, player: PlayerId): boolean {
  const c = duel.cards[uid]!;
  const def = cardDef(c.code);
  if (def.kind !== 'monster' || c.location !== 'extra' || c.faceUp) return false;
  if (!specialSummonAllowed(duel, uid, player)) return false;
  if (def.specialSummonOnlyIf && !def.specialSummonOnlyIf(duel, c)) return false;
  return !def.mustBeProperlySummoned;
}

export interface SpecialSummonOptions {
  defense: boolean;
  faceDown?: boolean;
  by: PlayerId;
  kind?: SummonKind;
  /** The Summon is the monster's proper procedure (Fusion Summon, inherent Special Summon). */
  proper?: boolean;
  /** Who answers the zone choice (003 §3.3.2); without one the first free zone is used. */
  io?: YgoAsker | undefined;
  /** The zone, when the caller asked for it already (before sending materials away, for instance). */
  zone?: number;
  /** Only these Main Monster Zones ("to your zone this card points to", Link Spider). */
  only?: readonly number[];
  /** Several at once (specialSummonAll): each monster's own position, when the player chose them one by one. */
  defenseEach?: readonly boolean[];
}

/** Put the monster on the field as a Special Summon and raise the Summon events. */
export function specialSummon(duel: DuelState, uid: number, player: PlayerId, opts: SpecialSummonOptions): boolean {
  // 003 §2.1.4, §2.1.5: a Summon the turn's history or a lock forbids does not happen.
  if (!specialSummonAllowed(duel, uid, player)) return false;
  const zone = opts.zone ?? summonZone(duel, uid, player, opts.io, [], opts.only);
  if (zone < 0) return false;
  newGroup(duel);
  place(duel, uid, player, opts, zone);
  return true;
}

/** 003 §3.3.2: the player chooses the zone of a monster they Special Summon (-1 when none is free). */
function summonZone(
  duel: DuelState,
  uid: number,
  player: PlayerId,
  io: YgoAsker | undefined,
  taken: readonly number[],
  restrict?: readonly number[],
): number {
  const c = duel.cards[uid]!;
  // 003 §2.1.1: from the Extra Deck, even by an effect, the zones of extra-deck-zones.ts.
  let query: ZoneQuery;
  if (c.location === 'extra')
    query = extraZoneQuery(duel, player, uid, [], restrict ? { taken, only: restrict } : { taken });
  else query = restrict ? { row: 'monster', taken, only: restrict } : { row: 'monster', taken };
  return chooseZone(duel, io, player, query, cardDef(c.code).name);
}

/**
 * 003 §3.4.4: one effect that Special Summons several monsters does it all at once: one action, so whatever answers
 * "when … Special Summoned" sees them all (Bottomless Trap Hole). Summons those that fit; returns how many did.
 */
export function specialSummonAll(
  duel: DuelState,
  uids: readonly number[],
  player: PlayerId,
  opts: SpecialSummonOptions,
): number {
  // Every zone is chosen before anything moves (src/core/resume.ts), each one taken from the next monster's choice.
  const zones: number[] = [];
  const names: string[] = [];
  for (const u of uids) {
    const def = cardDef(duel.cards[u]!.code);
    // 003 §2.1.4, §2.1.5: a monster a lock or the once-per-turn limit forbids is left out (two of a once-per-turn
    // name at once would be two Special Summons of it this turn).
    // 003 §3.3.2 [TN fn22]: two "You can only control 1" monsters of one name at once would be two face-up.
    const limited = (def.specialSummonOncePerTurn || def.onlyControlOne) && names.includes(def.name);
    if (limited || !specialSummonAllowed(duel, u, player)) {
      zones.push(-1);
      continue;
    }
    names.push(def.name);
    zones.push(
      summonZone(
        duel,
        u,
        player,
        opts.io,
        zones.filter((z) => z >= 0),
      ),
    );
  }
  return placeAll(duel, uids, zones, player, opts);
}

/**
 * 003 §3.4.4: the placing half of a Special Summon of several monsters at once, their zones chosen already (-1: no
 * zone, that one is not Summoned). Returns how many were.
 */
export function placeAll(
  duel: DuelState,
  uids: readonly number[],
  zones: readonly number[],
  player: PlayerId,
  opts: SpecialSummonOptions,
): number {
  newGroup(duel);
  let n = 0;
  for (let i = 0; i < uids.length; i++) {
    if (zones[i]! < 0) continue;
    const own = opts.defenseEach?.[i];
    place(duel, uids[i]!, player, own === undefined ? opts : { ...opts, defense: own }, zones[i]!);
    n++;
  }
  return n;
}

function place(duel: DuelState, uid: number, player: PlayerId, opts: SpecialSummonOptions, seq: number): void {
  const c = duel.cards[uid]!;
  const from = c.location;
  moveCard(duel, uid, 'mzone', {
    reason: Reason.SUMMON | Reason.EFFECT,
    by: opts.by,
    controller: player,
    faceUp: !opts.faceDown,
    defense: opts.defense,
    seq,
  });
  c.summon = opts.kind ?? 'special';
  // 003 §3.3.2: an effect's Special Summon cannot be negated: it succeeds here (003 §2.1.4 history).
  recordSummon(duel, player, uid, from);
  if (opts.proper) c.properlySummoned = true;
  const position = opts.defense ? 'defense' : 'attack';
  log(duel, { type: 'special-summon', card: uid, code: c.code, player, from, position, kind: c.summon });
  raise(duel, 'special-summoned', uid, player, Reason.SUMMON, from);
  raise(duel, 'summoned', uid, player, Reason.SUMMON, from);
}
