/**
 * Issue 11 item 24: `deserialize` accepts only a duel this engine could have written. Beyond the field list
 * (src/ygo/game.ts), the cards must be real and consistent: every card instance has a known passcode, an owner
 * and a controller, and sits in exactly one place, the one its own record names (its pile, or its zone and
 * index), except a vanished Token, which is in none (003 §3.3.2). Anything else is refused with a StateError naming the first problem; nothing is half-loaded.
 */
import { StateError } from '../core/game.ts';
import { findCardDef } from './cards/registry.ts';
import { isPendulumMonster, isToken } from './card-stats.ts';
import type { CardInstance, CounterKind, DuelState, Location, SkippablePhase, SkippedPhase } from './state.ts';
import { COUNTER_KINDS } from './rules/counters.ts';

const LOCATIONS: readonly Location[] = [
  'deck',
  'hand',
  'mzone',
  'szone',
  'fzone',
  'gy',
  'banished',
  'extra',
  'overlay',
  'gone',
];
const PILES = ['deck', 'hand', 'gy', 'banished', 'extra'] as const;

const fail = (why: string): never => {
  throw new StateError(`ygo state: ${why}`);
};

const isPlayer = (v: unknown): v is 0 | 1 => v === 0 || v === 1;
const isUidList = (v: unknown): v is number[] => Array.isArray(v) && v.every((u) => Number.isInteger(u));

function checkCard(raw: unknown, i: number): CardInstance {
  if (typeof raw !== 'object' || raw === null) return fail(`card ${i} is not an object`);
  const c = raw as CardInstance;
  if (c.uid !== i) fail(`card ${i} has instance id ${JSON.stringify(c.uid)}`);
  if (!Number.isInteger(c.code) || findCardDef(c.code) === undefined)
    fail(`card ${i} has unknown passcode ${JSON.stringify(c.code)}`);
  if (!isPlayer(c.owner) || !isPlayer(c.controller)) fail(`card ${i} has no valid owner/controller`);
  if (!LOCATIONS.includes(c.location)) fail(`card ${i} is in unknown location ${JSON.stringify(c.location)}`);
  if (!Number.isInteger(c.seq)) fail(`card ${i} has no zone index`);
  // 003 §3.3.2 "Tokens": a Token is only ever on the field or gone (vanished); only a Token is ever gone. On the
  // field it is in a Monster Zone, or in a Spell & Trap Zone as an Equip Card when an effect equips it to a monster
  // (Relinquished Anima takes a Token too: the ruling has equipped Tokens destroyed by Token Thanksgiving).
  const token = isToken(findCardDef(c.code)!);
  if (token && c.location !== 'mzone' && c.location !== 'gone' && !(c.location === 'szone' && c.equipTarget >= 0))
    fail(`card ${i} is a Token in ${c.location}`);
  if (!token && c.location === 'gone') fail(`card ${i} is gone but is no Token`);
  // 003 §3.2.1: in the Extra Deck only a Pendulum Monster is ever face-up (sent there from the field).
  if (c.location === 'extra' && c.faceUp && !isPendulumMonster(findCardDef(c.code)!))
    fail(`card ${i} is face-up in the Extra Deck but is no Pendulum Monster`);
  if (typeof c.faceUp !== 'boolean') fail(`card ${i} has no face-up flag`);
  checkCounters(c, i);
  return c;
}

/**
 * 003 §3.4.4: counters are counts per known kind, only on a face-up card on the field; the ones the card placed on
 * itself are some of them.
 */
function checkCounters(c: CardInstance, i: number): void {
  for (const field of ['counters', 'ownCounters'] as const) {
    const v: unknown = c[field];
    if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(`card ${i}'s ${field} must be an object`);
    for (const [k, n] of Object.entries(v as Record<string, unknown>)) {
      if (!COUNTER_KINDS.includes(k as CounterKind)) fail(`card ${i} has an unknown counter kind ${JSON.stringify(k)}`);
      if (!Number.isInteger(n) || (n as number) < 0) fail(`card ${i} has an invalid count of ${k} counters`);
      if (field === 'ownCounters' && (n as number) > (c.counters[k as keyof typeof c.counters] ?? 0))
        fail(`card ${i} placed more ${k} counters on itself than it has`);
      if (
        (n as number) > 0 &&
        !(c.faceUp && (c.location === 'mzone' || c.location === 'szone' || c.location === 'fzone'))
      )
        fail(`card ${i} holds counters but is not face-up on the field (003 §3.4.4)`);
    }
  }
}

/** 003 §3.6.3: each skipped-phase record names a player and a phase an effect can make them skip. */
const SKIPPABLE: readonly SkippablePhase[] = ['main1'];

/** Throws a StateError unless every skipped-phase record is one the engine could have made. */
export function checkSkippedPhases(duel: DuelState): void {
  duel.skippedPhases.forEach((k: unknown, i) => {
    const r = k as SkippedPhase | null;
    if (typeof r !== 'object' || r === null || !isPlayer(r.player) || !SKIPPABLE.includes(r.phase))
      fail(`skipped phase ${i} must name a player and a phase that can be skipped (003 §3.6.3)`);
  });
}

/** Throws a StateError unless every card is real and in exactly the one place its record names. */
export function checkDuelCards(duel: DuelState): void {
  const cards = duel.cards.map(checkCard);
  const seen = new Array<string | undefined>(cards.length);
  const place = (u: number, where: string, expect: (c: CardInstance) => boolean): void => {
    if (u === -1) return;
    if (!Number.isInteger(u) || u < 0 || u >= cards.length)
      fail(`${where} holds a card id ${JSON.stringify(u)} that does not exist`);
    if (seen[u] !== undefined) fail(`card ${u} is both in ${seen[u]} and in ${where}`);
    seen[u] = where;
    if (!expect(cards[u]!))
      fail(`card ${u} is listed in ${where} but its record says ${cards[u]!.location} ${cards[u]!.seq}`);
  };
  for (const p of [0, 1] as const) {
    const pl = duel.players[p];
    for (const pile of PILES) {
      if (!isUidList(pl[pile])) fail(`player ${p}'s ${pile} must be a list of card ids`);
      for (const u of pl[pile]) place(u, `player ${p}'s ${pile}`, (c) => c.location === pile && c.owner === p);
    }
    if (!isUidList(pl.mzone) || pl.mzone.length !== 5) fail(`player ${p} must have 5 Main Monster Zones`);
    if (!isUidList(pl.szone) || pl.szone.length !== 5) fail(`player ${p} must have 5 Spell & Trap Zones`);
    if (!Number.isInteger(pl.fzone)) fail(`player ${p}'s Field Zone must be a card id or -1`);
    pl.mzone.forEach((u, i) =>
      place(
        u,
        `player ${p}'s Monster Zone ${i + 1}`,
        (c) => c.location === 'mzone' && c.seq === i && c.controller === p,
      ),
    );
    pl.szone.forEach((u, i) =>
      place(
        u,
        `player ${p}'s Spell & Trap Zone ${i + 1}`,
        (c) => c.location === 'szone' && c.seq === i && c.controller === p,
      ),
    );
    place(pl.fzone, `player ${p}'s Field Zone`, (c) => c.location === 'fzone' && c.controller === p);
  }
  if (!isUidList(duel.emz) || duel.emz.length !== 2) fail('there must be 2 Extra Monster Zones');
  duel.emz.forEach((u, i) => place(u, `Extra Monster Zone ${i + 1}`, (c) => c.location === 'mzone' && c.seq === 5 + i));
  // 003 §3.3.2: Xyz Materials sit under an Xyz Monster on the field, each in exactly one such pile.
  for (const host of cards) {
    if (!isUidList(host.overlay)) fail(`card ${host.uid}'s Xyz Materials must be a list of card ids`);
    if (host.overlay.length && host.location !== 'mzone') fail(`card ${host.uid} has Xyz Materials off the field`);
    for (const u of host.overlay)
      place(u, `card ${host.uid}'s Xyz Materials`, (c) => c.location === 'overlay' && c.seq === host.uid);
  }
  // A vanished Token is in no zone or pile (003 §3.3.2); every other card is in exactly one.
  const lost = seen.findIndex((w, u) => w === undefined && cards[u]!.location !== 'gone');
  if (lost >= 0) fail(`card ${lost} (${cards[lost]!.location}) is in no zone or pile`);
}
