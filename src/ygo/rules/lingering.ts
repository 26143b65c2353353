/** Lasting changes made by resolved effects (003 §3.4.4): they end when the card moves or when their duration runs out. */
import type { PlayerId } from '../../core/decision.ts';
import type { DuelState, Lingering, PlayerLock } from '../state.ts';
import { unaffectedByResolving } from './statics.ts';

export function addStatChange(
  duel: DuelState,
  uid: number,
  stat: 'atk' | 'def',
  mode: Lingering['mode'],
  value: number,
  /**
   * Until the end of this turn (true), for as long as it stays (false), or until the end of that turn (a turn number:
   * "until the end of your opponent's turn", 003 §3.4.4).
   */
  untilEndOfTurn: boolean | number,
  /** Made by the monster's own Ignition or Trigger Effect (it ends when its effects are negated, 003 §3.4.4). */
  own = false,
): void {
  const c = duel.cards[uid]!;
  // 003 §3.4.4 "unaffected by …": the chain link now resolving does not change a face-up card it cannot affect.
  if (c.faceUp && unaffectedByResolving(duel, c)) return;
  duel.lingering.push({
    kind: stat,
    uid,
    stamp: c.stamp,
    mode,
    value,
    ts: duel.nextStamp++,
    untilTurn: untilOf(duel, untilEndOfTurn),
    ...(own ? { own } : {}),
  });
}

/** `untilTurn` of a change that lasts "during that damage calculation only" (003 §3.6.3; ended in rules/battle.ts). */
export const DAMAGE_CALCULATION_ONLY = -2;

/** `untilTurn` of a change that lasts "until the end of the Damage Step" (003 §3.6.3; ended in rules/battle.ts). */
export const UNTIL_END_OF_DAMAGE_STEP = -3;

/** 003 §3.6.3: "gains N ATK during that damage calculation only" (Injection Fairy Lily). */
export function addDamageCalculationBoost(duel: DuelState, uid: number, stat: 'atk' | 'def', value: number): void {
  const c = duel.cards[uid]!;
  duel.lingering.push({
    kind: stat,
    uid,
    stamp: c.stamp,
    mode: 'add',
    value,
    ts: duel.nextStamp++,
    untilTurn: DAMAGE_CALCULATION_ONLY,
  });
}

export function addRestriction(
  duel: DuelState,
  uid: number,
  kind: Exclude<Lingering['kind'], 'atk' | 'def' | 'name' | 'type' | 'attribute' | 'copy-effects' | 'level'>,
  untilEndOfTurn: boolean,
  /** What the restriction is about, for kinds that need it ('untargetable-effect': the card that gave it). */
  value = 0,
  /** A later end ("until the end of your opponent's turn"): the last turn it lasts, overriding `untilEndOfTurn`. */
  untilTurn?: number,
): void {
  const c = duel.cards[uid]!;
  // 003 §3.4.4 TC-87: negating a monster's effects ends the stat changes its own Ignition/Trigger Effects made to it
  // (they do not come back when the negation ends).
  if (kind === 'effects-negated' && duel.lingering.some((l) => l.own && l.uid === uid && l.stamp === c.stamp))
    duel.lingering = duel.lingering.filter((l) => !(l.own && l.uid === uid && l.stamp === c.stamp));
  duel.lingering.push({
    kind,
    uid,
    stamp: c.stamp,
    mode: 'add',
    value,
    ts: duel.nextStamp++,
    untilTurn: untilTurn ?? (untilEndOfTurn ? duel.turn : -1),
  });
}

/**
 * 003 §3.3.1, §3.4.4: a resolved "its name / Type / Attribute becomes X" (value as Lingering documents it), for as
 * long as the card stays face-up on the field or until the end of the turn.
 */
export function addIdentityChange(
  duel: DuelState,
  uid: number,
  kind: 'name' | 'type' | 'attribute',
  value: number,
  /** Until the end of this turn, for as long as it stays (false), or until the end of that turn (a turn number). */
  untilEndOfTurn: boolean | number,
): void {
  const c = duel.cards[uid]!;
  duel.lingering.push({
    kind,
    uid,
    stamp: c.stamp,
    mode: 'set',
    value,
    ts: duel.nextStamp++,
    untilTurn: untilOf(duel, untilEndOfTurn),
  });
}

/**
 * 003 §3.4.4 "gains effects": "replace this effect with that monster's original effects" (Phantom of Chaos): the card
 * has the printed effects of passcode `code` while it stays face-up in the Monster Zone, or until the end of the turn.
 */
export function addEffectCopy(duel: DuelState, uid: number, code: number, untilEndOfTurn: boolean | number): void {
  const c = duel.cards[uid]!;
  duel.lingering.push({
    kind: 'copy-effects',
    uid,
    stamp: c.stamp,
    mode: 'set',
    value: code,
    ts: duel.nextStamp++,
    untilTurn: untilOf(duel, untilEndOfTurn),
  });
}

/** A lingering change's last turn: this one (true), none (false), or the turn given. */
function untilOf(duel: DuelState, until: boolean | number): number {
  if (typeof until === 'number') return until;
  return until ? duel.turn : -1;
}

export function hasRestriction(duel: DuelState, uid: number, kind: Lingering['kind']): boolean {
  const c = duel.cards[uid]!;
  for (const l of duel.lingering) if (l.kind === kind && l.uid === uid && l.stamp === c.stamp) return true;
  return false;
}

/** 003 §3.4.4: changes applied to a face-up monster end when it is turned face-down. */
export function dropLingering(duel: DuelState, uid: number): void {
  duel.lingering = duel.lingering.filter((l) => l.uid !== uid);
}

/** Drop changes whose card moved or whose turn is over ("until the end of the turn"). */
export function expireLingering(duel: DuelState, endOfTurn: boolean): void {
  // A Damage Step's own changes end with it (rules/battle.ts); the end of the turn is a safety net for them.
  duel.lingering = duel.lingering.filter(
    (l) =>
      duel.cards[l.uid]!.stamp === l.stamp &&
      !(endOfTurn && ((l.untilTurn >= 0 && l.untilTurn <= duel.turn) || l.untilTurn === UNTIL_END_OF_DAMAGE_STEP)),
  );
}

/** Put a lock on a player for this turn (turns = 0) or until the end of a later turn. */
export function lockPlayer(duel: DuelState, player: PlayerId, kind: PlayerLock['kind'], code = 0, turns = 0): void {
  duel.locks.push({ kind, player, code, untilTurn: duel.turn + turns });
}

export function isLocked(duel: DuelState, player: PlayerId, kind: PlayerLock['kind'], code = 0): boolean {
  for (const l of duel.locks)
    if (l.kind === kind && l.player === player && l.code === code && l.untilTurn >= duel.turn) return true;
  return false;
}

/**
 * May `p` add cards from their Main Deck to the hand now? Not under "cards cannot be added from either player's Main
 * Deck to the hand" (Droll & Lock Bird), which stops draws too: a draw adds the top card to the hand (003 §3.4.4).
 */
export function mayAddFromDeck(duel: DuelState, p: PlayerId): boolean {
  return duel.locks.length === 0 || !isLocked(duel, p, 'cannot-add-from-deck');
}

/** May `p` draw now, by a card effect (`byEffect`) or by the rules (the Draw Phase)? */
export function mayDraw(duel: DuelState, p: PlayerId, byEffect: boolean): boolean {
  if (duel.locks.length === 0) return true;
  // "You cannot draw any cards by card effects for the rest of this turn" (Pot of Extravagance).
  if (byEffect && isLocked(duel, p, 'cannot-draw-by-effect')) return false;
  return mayAddFromDeck(duel, p);
}

/**
 * "It cannot be destroyed by your opponent's card effects this turn" (Salamangreat Almiraj): a resolution's change on
 * the monster (003 §3.4.4), against the effects of the player other than `you`.
 */
export function protectFromOpponent(duel: DuelState, uid: number, you: PlayerId): void {
  const c = duel.cards[uid]!;
  duel.lingering.push({
    kind: 'indestructible-opponent-effect',
    uid,
    stamp: c.stamp,
    mode: 'add',
    value: you,
    ts: duel.nextStamp++,
    untilTurn: duel.turn,
  });
}
