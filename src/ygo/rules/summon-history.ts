/**
 * 003 §2.1.4, §2.1.5: the per-turn history of successful Summons, and the rules that read it: "you can only Special
 * Summon "X" once per turn" and "the turn you activate this, you cannot Summon … except …" (a player lock that lets
 * some monsters through, and the activation condition "you have not Summoned … this turn").
 */
import { RuleError, type PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import type { DuelState, Location, PlayerLock, SummonKind, SummonRecord } from '../state.ts';
import { inArchetype, typeOf } from './identity.ts';
import { activeStatics, mayApplyStatic } from './statics.ts';
import { onlyOneBlocks } from './only-one.ts';

/** Special Summon methods (003 §3.3.2): the inherent one, the effect ones, and each Extra Deck / Ritual method. */
export function isSpecialMethod(m: SummonKind): boolean {
  return m !== 'normal' && m !== 'tribute' && m !== 'flip' && m !== 'set';
}

/** A Normal Summon, with or without Tributes (003 §3.3.2). */
export function isNormalMethod(m: SummonKind): boolean {
  return m === 'normal' || m === 'tribute';
}

/**
 * Record a successful Summon of `uid` by `player` (003 §2.1.4: only a Summon that succeeded counts; a negated one
 * never gets here). Keeps the per-turn counters too.
 */
export function recordSummon(duel: DuelState, player: PlayerId, uid: number, from: Location | null): void {
  const c = duel.cards[uid]!;
  const method = c.summon === null || c.summon === 'set' ? 'special' : c.summon;
  const pl = duel.players[player];
  pl.summonHistory.push({ code: c.code, name: cardDef(c.code).name, method, from });
  pl.summons++;
  if (isSpecialMethod(method)) pl.specialSummons++;
}

/** Whether `player` has successfully Summoned this turn a monster `match` accepts (all their Summons by default). */
export function summonedThisTurn(
  duel: DuelState,
  player: PlayerId,
  match: (r: SummonRecord) => boolean = () => true,
): boolean {
  return duel.players[player].summonHistory.some(match);
}

/**
 * "You have not Special Summoned monsters this turn, except …": an activation condition for the cards whose
 * restriction starts "the turn you activate this" (003 §2.1.4). `except`: the names the restriction lets through.
 */
export function noSpecialSummonThisTurn(duel: DuelState, player: PlayerId, except: readonly string[] = []): boolean {
  return !summonedThisTurn(duel, player, (r) => isSpecialMethod(r.method) && !except.includes(r.name));
}

/**
 * "You have not Special Summoned monsters this turn, except <Type> monsters" (Magma Dragon, 003 §2.1.4): the Type the
 * monster has in its record's card (printed).
 */
export function noSpecialSummonThisTurnExceptType(duel: DuelState, player: PlayerId, type: string): boolean {
  return !summonedThisTurn(duel, player, (r) => isSpecialMethod(r.method) && cardDef(r.code).type !== type);
}

/** "You have not Normal or Special Summoned monsters this turn, except …" (Rage with Eyes of Blue, 003 §2.1.4). */
export function noNormalOrSpecialSummonThisTurn(
  duel: DuelState,
  player: PlayerId,
  except: readonly string[] = [],
): boolean {
  return !summonedThisTurn(duel, player, (r) => r.method !== 'flip' && !except.includes(r.name));
}

/**
 * 003 §2.1.5: whether "you can only Special Summon "X" once per turn" stops `player` from Special Summoning the card
 * with passcode `code` now: they already Special Summoned a monster of that name this turn, successfully.
 */
export function specialSummonLimitReached(duel: DuelState, player: PlayerId, code: number): boolean {
  const def = cardDef(code);
  if (!def.specialSummonOncePerTurn) return false;
  return summonedThisTurn(duel, player, (r) => r.name === def.name && isSpecialMethod(r.method));
}

/** Which Summons a summon lock kind stops (003 §2.1.4: "cannot Summon" stops Flip Summons too, TN fn6). */
const STOPS: Partial<Record<PlayerLock['kind'], readonly ('normal' | 'special' | 'flip' | 'set')[]>> = {
  'cannot-summon': ['normal', 'special', 'flip'],
  'cannot-special-summon': ['special'],
  'cannot-normal-summon': ['normal', 'set'],
  'cannot-normal-summon-only': ['normal'],
};

/** The kinds of Summon lock (PlayerLock documents each). */
export type SummonLockKind =
  'cannot-summon' | 'cannot-special-summon' | 'cannot-normal-summon' | 'cannot-normal-summon-only';

/** Which monsters a Summon lock lets through ("except …") and where it applies ("from the Extra Deck"). */
export interface SummonLockScope {
  except?: string;
  exceptType?: string;
  exceptArchetype?: number;
  exceptBy?: number;
  exceptXyzOf?: number;
  from?: Location;
}

/**
 * 003 §2.1.4: whether a lock's "except …" lets this monster through (by name, Type or archetype; `code` 0 asks about
 * every monster, which a lock with such an exception does not stop), or the Summon is made by the resolving effect of
 * the card the lock excepts ("other monsters": Red-Eyes Fusion).
 */
function letsThrough(duel: DuelState, l: SummonLockScope, code: number, uid: number, method: SummonKind): boolean {
  // "… except by an Xyz Summon that uses only 'X' monsters as materials": xyz.ts then takes only such materials.
  if (l.exceptXyzOf !== undefined && method === 'xyz') return true;
  if (l.exceptBy !== undefined && duel.resolving && duel.chain[duel.chain.length - 1]?.uid === l.exceptBy) return true;
  if (l.except === undefined && l.exceptType === undefined && l.exceptArchetype === undefined) return false;
  if (code === 0) return true;
  const c = uid >= 0 ? duel.cards[uid]! : null;
  const def = cardDef(code);
  if (l.except !== undefined && l.except === def.name) return true;
  // 003 §3.3.1: the monster's current Type and archetypes (printed, away from the field).
  if (l.exceptType !== undefined && (c ? typeOf(duel, c) : def.type) === l.exceptType) return true;
  if (l.exceptArchetype !== undefined) {
    const set = l.exceptArchetype;
    const sets = c ? null : (def.setcodes ?? []);
    if (c ? inArchetype(duel, c, set) : sets!.some((s) => (s & 0xfff) === (set & 0xfff) && (s & set) === set))
      return true;
  }
  return false;
}

/**
 * Whether a lock of `player` stops this Summon (or Set) of the monster `code` from `from`: a lock of a kind that
 * covers it, unless the monster is one it lets through ("except X") or it comes from elsewhere than the lock's place.
 * `code` 0: whether it stops every monster (a lock with an exception does not). `uid`: the monster, when known (its
 * current Type and archetypes count). Besides the locks left by resolved effects, the continuous ones of face-up
 * cards ("You cannot Special Summon any monsters, except Machine monsters": Snow Plow Hustle Rustle) apply while
 * their card's effect does (003 §3.4.2).
 */
export function summonLockStops(
  duel: DuelState,
  player: PlayerId,
  what: 'normal' | 'special' | 'flip' | 'set',
  code = 0,
  from: Location | null = null,
  uid = -1,
  /** The Summon method (an Xyz Summon may pass a lock that says "except by an Xyz Summon …"). */
  method: SummonKind = 'special',
): boolean {
  for (const l of duel.locks) {
    if (l.player !== player || l.untilTurn < duel.turn || !STOPS[l.kind]?.includes(what)) continue;
    if (l.from !== undefined && l.from !== from) continue;
    if (letsThrough(duel, l, code, uid, method)) continue;
    return true;
  }
  if (!mayApplyStatic(duel, 'summon-lock')) return false;
  for (const { src, st } of activeStatics(duel)) {
    if (st.kind !== 'summon-lock' || !STOPS[st.lock]?.includes(what)) continue;
    if (st.who === 'you' && src.controller !== player) continue;
    if (st.from !== undefined && st.from !== from) continue;
    if (letsThrough(duel, st, code, uid, method)) continue;
    return true;
  }
  return false;
}

/**
 * Whether `player` may Special Summon the monster `uid` as far as this turn's history goes: the once-per-turn limit
 * (003 §2.1.5) and the Special Summon locks that apply to it (003 §2.1.4).
 */
export function specialSummonAllowed(
  duel: DuelState,
  uid: number,
  player: PlayerId,
  method: SummonKind = 'special',
): boolean {
  const c = duel.cards[uid]!;
  return (
    !specialSummonLimitReached(duel, player, c.code) &&
    !summonLockStops(duel, player, 'special', c.code, c.location, uid, method) &&
    // 003 §3.3.2: "You can only control 1 'X'": not a second face-up one.
    !onlyOneBlocks(duel, uid, player)
  );
}

/**
 * A player's Special Summon of `uid` by a rules procedure (inherent, Synchro, Xyz, Link) that the turn's history or a
 * lock forbids is refused, naming the rule (never offered in the first place).
 */
export function assertSpecialSummonAllowed(
  duel: DuelState,
  uid: number,
  player: PlayerId,
  method: SummonKind = 'special',
): void {
  const c = duel.cards[uid]!;
  const name = cardDef(c.code).name;
  if (specialSummonLimitReached(duel, player, c.code))
    throw new RuleError('SUMMON_LIMIT', '003 §2.1.5', `"${name}" can only be Special Summoned once per turn`);
  if (summonLockStops(duel, player, 'special', c.code, c.location, uid, method))
    throw new RuleError('SUMMON_LOCKED', '003 §2.1.4', `you cannot Special Summon "${name}" this turn`);
  if (onlyOneBlocks(duel, uid, player))
    throw new RuleError('ONLY_CONTROL_ONE', '003 §3.3.2', `you can only control 1 "${name}"`);
}

/**
 * 003 §2.1.4: the archetypes (setcodes) every Xyz Material of `player`'s Xyz Summons must be in now: those of the
 * locks "… except by an Xyz Summon that uses only 'X' monsters as materials" on them (Gagaga Head).
 */
export function xyzMaterialArchetypes(duel: DuelState, player: PlayerId): number[] {
  const out: number[] = [];
  for (const l of duel.locks)
    if (l.player === player && l.untilTurn >= duel.turn && l.exceptXyzOf !== undefined) out.push(l.exceptXyzOf);
  return out;
}

/**
 * "You cannot Special Summon (Normal Summon / Summon) monsters this turn, except X" / "… from the Extra Deck": a lock
 * on `player` until the end of the turn (003 §2.1.4), letting through the monsters named `except` (of the Type
 * `exceptType`, of the archetype `exceptArchetype`, Summoned by the effect of the card `exceptBy`), or stopping only
 * the Summons from `from`.
 */
export function lockSummons(duel: DuelState, player: PlayerId, kind: SummonLockKind, opts: SummonLockScope = {}): void {
  const l: PlayerLock = { kind, player, code: 0, untilTurn: duel.turn };
  if (opts.except !== undefined) l.except = opts.except;
  if (opts.exceptType !== undefined) l.exceptType = opts.exceptType;
  if (opts.exceptArchetype !== undefined) l.exceptArchetype = opts.exceptArchetype;
  if (opts.exceptBy !== undefined) l.exceptBy = opts.exceptBy;
  if (opts.exceptXyzOf !== undefined) l.exceptXyzOf = opts.exceptXyzOf;
  if (opts.from !== undefined) l.from = opts.from;
  duel.locks.push(l);
}
