/**
 * 003 §2.1.4, §2.1.5: the per-turn history of successful Summons, and the rules that read it: "you can only Special
 * Summon "X" once per turn" and "the turn you activate this, you cannot Summon … except …" (a player lock that lets
 * some monsters through, and the activation condition "you have not Summoned … this turn").
 */
import { RuleError, type PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import type { DuelState, Location, PlayerLock, SummonKind, SummonRecord } from '../state.ts';

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

/**
 * Whether a lock of `player` stops this Summon (or Set) of the monster `code` from `from`: a lock of a kind that
 * covers it, unless the monster is one it lets through ("except X") or it comes from elsewhere than the lock's place.
 * `code` 0: whether it stops every monster (a lock with an exception does not).
 */
export function summonLockStops(
  duel: DuelState,
  player: PlayerId,
  what: 'normal' | 'special' | 'flip' | 'set',
  code = 0,
  from: Location | null = null,
): boolean {
  if (!duel.locks.length) return false;
  const name = code ? cardDef(code).name : '';
  for (const l of duel.locks) {
    if (l.player !== player || l.untilTurn < duel.turn || !STOPS[l.kind]?.includes(what)) continue;
    if (l.except !== undefined && (code === 0 || l.except === name)) continue;
    if (l.from !== undefined && l.from !== from) continue;
    return true;
  }
  return false;
}

/**
 * Whether `player` may Special Summon the monster `uid` as far as this turn's history goes: the once-per-turn limit
 * (003 §2.1.5) and the Special Summon locks that apply to it (003 §2.1.4).
 */
export function specialSummonAllowed(duel: DuelState, uid: number, player: PlayerId): boolean {
  const c = duel.cards[uid]!;
  return (
    !specialSummonLimitReached(duel, player, c.code) && !summonLockStops(duel, player, 'special', c.code, c.location)
  );
}

/**
 * A player's Special Summon of `uid` by a rules procedure (inherent, Synchro, Xyz, Link) that the turn's history or a
 * lock forbids is refused, naming the rule (never offered in the first place).
 */
export function assertSpecialSummonAllowed(duel: DuelState, uid: number, player: PlayerId): void {
  const c = duel.cards[uid]!;
  const name = cardDef(c.code).name;
  if (specialSummonLimitReached(duel, player, c.code))
    throw new RuleError('SUMMON_LIMIT', '003 §2.1.5', `"${name}" can only be Special Summoned once per turn`);
  if (summonLockStops(duel, player, 'special', c.code, c.location))
    throw new RuleError('SUMMON_LOCKED', '003 §2.1.4', `you cannot Special Summon "${name}" this turn`);
}

/**
 * "You cannot Special Summon (Normal Summon / Summon) monsters this turn, except X" / "… from the Extra Deck": a lock
 * on `player` until the end of the turn (003 §2.1.4), letting through the monsters named `except`, or stopping only
 * the Summons from `from`.
 */
export function lockSummons(
  duel: DuelState,
  player: PlayerId,
  kind: 'cannot-summon' | 'cannot-special-summon' | 'cannot-normal-summon' | 'cannot-normal-summon-only',
  opts: { except?: string; from?: Location } = {},
): void {
  const l: PlayerLock = { kind, player, code: 0, untilTurn: duel.turn };
  if (opts.except !== undefined) l.except = opts.except;
  if (opts.from !== undefined) l.from = opts.from;
  duel.locks.push(l);
}
