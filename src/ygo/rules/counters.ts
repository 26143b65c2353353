/**
 * 003 §3.4.4 "Counters": markers card effects place on cards on the field. They have no effect of their own; costs
 * and effects remove them. A face-down card cannot hold counters, and a card that leaves the field or turns face-down
 * loses them (zones.ts, position.ts call clearCounters). Counters a card placed on itself go when its effects are
 * negated (TC-109); counters another card placed stay when that card is negated (TC-110). The original's wording
 * ("counters of a kind placed only on specific cards such as itself are removed when the card's effects are
 * negated") could also cover such counters another card (Spell Power Grasp) put on the negated card, as ygopro does;
 * the digest's reading, the placer's own counters, is the one implemented.
 */
import { poolHas } from './pool.ts';
import { defIn } from '../cards/registry.ts';
import type { PlayerId } from '../../core/decision.ts';
import type { CardDef, CounterHook } from '../cards/types.ts';
import type { CardInstance, ChainLink, CounterKind, DuelEventRecord, DuelState } from '../state.ts';
import { log } from './events.ts';
import { hasEffects, isNegated } from './statics.ts';
import { inPendulumZone, onField } from './zones.ts';

/** Printed names, for labels and the event log. */
export const COUNTER_NAMES: Record<CounterKind, string> = {
  spell: 'Spell Counter',
  ice: 'Ice Counter',
  'black-feather': 'Black Feather Counter',
  chaos: 'Chaos Counter',
};

/** The kinds in a fixed order (determinism: never iterate an object's keys in rules code). */
export const COUNTER_KINDS: readonly CounterKind[] = ['spell', 'ice', 'black-feather', 'chaos'];

export function countersOn(c: CardInstance, kind: CounterKind): number {
  return c.counters[kind] ?? 0;
}

/** All counters of a kind on face-up cards on the field ("for each Ice Counter on the field"). */
export function countersOnField(duel: DuelState, kind: CounterKind): number {
  let n = 0;
  for (const c of duel.cards) if (onField(c.location) && c.faceUp) n += c.counters[kind] ?? 0;
  return n;
}

/** The most counters of this kind the card's own text allows on it ("(max. 3)"), or Infinity. */
function limitOf(def: CardDef, kind: CounterKind): number {
  const own = def.ownCounters?.find((o) => o.kind === kind);
  return own?.max ?? Infinity;
}

/**
 * How many counters of this kind could be placed on the card now (0: none).
 * 003 §3.4.4: a face-down card cannot hold counters; counters exist only on the field.
 * 003 §2.2.2 (002: a Spell Counter cannot go on a card without an ability that uses it): Spell Counters go only on
 * a card whose own text places them on itself (negated or not).
 */
export function counterRoom(duel: DuelState, c: CardInstance, kind: CounterKind): number {
  if (!onField(c.location) || !c.faceUp) return 0;
  const def = defIn(duel, c.code);
  if (kind === 'spell' && !def.ownCounters?.some((o) => o.kind === 'spell')) return 0;
  // 003 §2.2.2: a Gemini whose text places counters has no effects until it is Gemini Summoned, so no counter can be
  // placed on it before (TC-07).
  if (!hasEffects(c, def)) return 0;
  return Math.max(0, limitOf(def, kind) - countersOn(c, kind));
}

/**
 * Place up to `n` counters of a kind on a card (fewer when its limit is reached; none on a face-down card or off
 * the field). `own`: the card's own effect placed them on itself (003 §3.4.4: removed if it is negated).
 * Returns how many were placed.
 */
export function placeCounters(duel: DuelState, uid: number, kind: CounterKind, n: number, own: boolean): number {
  const c = duel.cards[uid]!;
  const placed = Math.min(n, counterRoom(duel, c, kind));
  if (placed <= 0) return 0;
  c.counters[kind] = countersOn(c, kind) + placed;
  if (own) c.ownCounters[kind] = (c.ownCounters[kind] ?? 0) + placed;
  log(duel, { type: 'counter', card: uid, code: c.code, kind, change: placed, count: c.counters[kind] });
  return placed;
}

/**
 * Remove up to `n` counters of a kind (a cost or an effect, 003 §3.4.4). Counters the card placed on itself go
 * last, so the count of the others stays exact. Returns how many were removed.
 */
export function removeCounters(duel: DuelState, uid: number, kind: CounterKind, n: number): number {
  const c = duel.cards[uid]!;
  const have = countersOn(c, kind);
  const removed = Math.min(n, have);
  if (removed <= 0) return 0;
  setCount(c, kind, have - removed);
  log(duel, { type: 'counter', card: uid, code: c.code, kind, change: -removed, count: have - removed });
  return removed;
}

function setCount(c: CardInstance, kind: CounterKind, left: number): void {
  if (left > 0) c.counters[kind] = left;
  else delete c.counters[kind];
  const own = c.ownCounters[kind] ?? 0;
  if (own > left) {
    if (left > 0) c.ownCounters[kind] = left;
    else delete c.ownCounters[kind];
  }
}

/** 003 §3.4.4: leaving the field or turning face-down removes every counter (no event: the card is another card). */
export function clearCounters(c: CardInstance): void {
  if (anyCounter(c.counters)) c.counters = {};
  if (anyCounter(c.ownCounters)) c.ownCounters = {};
}

/** Does this record hold a counter (a card's counters, or those it placed on itself)? */
function anyCounter(counters: CardInstance['counters']): boolean {
  for (let i = 0; i < COUNTER_KINDS.length; i++) if (counters[COUNTER_KINDS[i]!]) return true;
  return false;
}

/**
 * 003 §3.4.4 (TC-109): a face-up card whose effects are negated loses the counters it placed on itself (Gateway to
 * Chaos under Silent Swordsman LV7); counters other cards placed on it stay (TC-110). Run with the rule processing.
 */
export function dropNegatedOwnCounters(duel: DuelState): void {
  for (const c of duel.cards) {
    if (!onField(c.location) || !c.faceUp || !anyCounter(c.ownCounters)) continue;
    if (!isNegated(duel, c)) continue;
    for (const k of COUNTER_KINDS) {
      const own = c.ownCounters[k] ?? 0;
      if (own > 0) removeCounters(duel, c.uid, k, own);
    }
    c.ownCounters = {};
  }
}

/**
 * 003 §3.4.2: "Each time …, place a counter on this card" is a continuous effect of a face-up card: it applies with
 * no chain, at once, and not while the card is negated. Called for every rule event raised.
 */
export function counterHooksOnEvent(duel: DuelState, ev: DuelEventRecord): void {
  for (const c of fieldCardsWithHooks(duel)) {
    for (const h of defIn(duel, c.code).counterHooks!) {
      if (h.on !== ev.kind || !hookApplies(duel, c, h)) continue;
      const n = h.count(duel, c, ev);
      if (n > 0) placeCounters(duel, c.uid, h.kind, n, true);
    }
  }
}

/**
 * "Each time a Spell Card is activated, place 1 Spell Counter on this card when that Spell resolves" (Royal Magical
 * Library): a continuous effect (003 §3.4.2, no chain) of a card that was face-up on the field when the Spell was
 * activated (link.at) and still is when it resolves. A Spell whose activation was negated did not resolve.
 */
export function counterHooksOnSpellResolved(duel: DuelState, link: ChainLink): void {
  if (!link.cardActivation || link.negated === 1 || link.countersPlaced) return;
  if (defIn(duel, link.code).kind !== 'spell') return;
  link.countersPlaced = true;
  for (const c of fieldCardsWithHooks(duel)) {
    if (link.at !== undefined && c.stamp >= link.at) continue;
    for (const h of defIn(duel, c.code).counterHooks!) {
      if (h.on === 'spell-resolved' && hookApplies(duel, c, h)) placeCounters(duel, c.uid, h.kind, 1, true);
    }
  }
}

/** 003 §3.3.3: a Pendulum Effect's hook works only in the Pendulum Zone, a monster text's only elsewhere. */
function hookApplies(duel: DuelState, c: CardInstance, h: CounterHook): boolean {
  return h.pendulum === true ? inPendulumZone(duel, c) : !inPendulumZone(duel, c);
}

/** Face-up, not negated cards on the field whose text places counters by itself (none in most duels). */
function fieldCardsWithHooks(duel: DuelState): CardInstance[] {
  // No card of the duel places counters "each time": none on the field either (pool.ts).
  if (!poolHas(duel, 'counterHooks', (d) => d.counterHooks !== undefined)) return [];
  let out: CardInstance[] | null = null;
  const visit = (uid: number): void => {
    if (uid < 0) return;
    const c = duel.cards[uid]!;
    if (!c.faceUp || !defIn(duel, c.code).counterHooks) return;
    if (isNegated(duel, c)) return;
    (out ??= []).push(c);
  };
  for (let p = 0; p < 2; p++) {
    const pl = duel.players[p]!;
    for (let i = 0; i < pl.mzone.length; i++) visit(pl.mzone[i]!);
    for (let i = 0; i < pl.szone.length; i++) visit(pl.szone[i]!);
    visit(pl.fzone);
  }
  visit(duel.emz[0]);
  visit(duel.emz[1]);
  return out ?? [];
}

/**
 * "If you would take damage from a card effect, place 1 Black Feather Counter on this card instead" (Black-Winged
 * Dragon): a continuous replacement (003 §3.4.2, no chain) by a face-up, not negated monster `player` controls.
 * Returns whether the damage was replaced (the first such monster, by zone, takes the counter).
 */
export function replaceEffectDamage(duel: DuelState, player: PlayerId): boolean {
  const pl = duel.players[player];
  const zones = [...pl.mzone, duel.emz[0], duel.emz[1]];
  for (const uid of zones) {
    if (uid < 0) continue;
    const c = duel.cards[uid]!;
    if (c.controller !== player || !c.faceUp) continue;
    const kind = defIn(duel, c.code).effectDamageToCounter;
    if (!kind || isNegated(duel, c)) continue;
    if (placeCounters(duel, uid, kind, 1, true) > 0) return true;
  }
  return false;
}

/** "(Spell Counter ×2, Ice Counter ×1)" for labels and views, or '' without counters. */
export function countersText(c: CardInstance): string {
  const parts: string[] = [];
  for (const k of COUNTER_KINDS) {
    const n = c.counters[k] ?? 0;
    if (n > 0) parts.push(`${COUNTER_NAMES[k]} ×${n}`);
  }
  return parts.join(', ');
}
