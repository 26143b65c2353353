/**
 * 003 §3.3.2 Pendulum Summon, with 003 §3.2.1 Pendulum Zones: once per turn, at open state in the Main Phase, with a
 * Pendulum Monster card in both of their Pendulum Zones, the player Special Summons at the same time any number of
 * monsters whose Levels are strictly between the two Pendulum Scales, from the hand and face-up Pendulum Monsters
 * from the Extra Deck, face-up Attack or Defense Position. Those from the Extra Deck go only to an Extra Monster Zone
 * or a Main Monster Zone a Link Arrow points to (003 §2.1.1). It is one Summon of several monsters, negatable as a
 * whole or monster by monster (TC-40, TC-41). Only 003 has it.
 */
import type { PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import { isExtraDeckMonster, isPendulumMonster, isRitualMonster } from '../card-stats.ts';
import { cardId, type YgoAsker } from '../decisions.ts';
import { Reason, type CardInstance, type DuelState, type TaskOf } from '../state.ts';
import { refuse } from './chain.ts';
import { describeCard } from './describe.ts';
import { log, newGroup } from './events.ts';
import { specialSummonAllowed, summonLockStops } from './summon-history.ts';
import { linkedZones } from './link.ts';
import { askSummonDefense, beginSummon } from './summon.ts';
import { chooseZone, placeableZones } from './zone-choice.ts';
import { inPendulumZone, moveCard } from './zones.ts';

/** Why a Pendulum Summon is refused: the rule, named. */
export interface PendulumRefusal {
  readonly code: string;
  readonly rule: string;
  readonly why: string;
}

const refusal = (code: string, rule: string, why: string): PendulumRefusal => Object.freeze({ code, rule, why });

export const PENDULUM_REFUSALS = {
  noMethod: refusal('NO_PENDULUM_SUMMON', '003 §3.3.2', 'this rule set has no Pendulum Summon'),
  used: refusal('PENDULUM_SUMMON_ONCE_PER_TURN', '003 §3.3.2', 'a player may Pendulum Summon only once per turn'),
  noScales: refusal(
    'NO_PENDULUM_SCALES',
    '003 §3.3.2',
    'a Pendulum Summon needs a Pendulum Monster card in both of your Pendulum Zones',
  ),
  locked: refusal('SPECIAL_SUMMON_LOCKED', '003 §3.4.4', 'you cannot Special Summon this turn'),
  nothing: refusal(
    'NOTHING_TO_PENDULUM_SUMMON',
    '003 §3.3.2',
    'no monster in your hand or face-up in your Extra Deck has a Level between the Scales and a zone to go to',
  ),
} as const;

/** The once-per-turn record of a player's Pendulum Summon (duel.oncePerTurn, cleared each turn). */
const usedKey = (p: PlayerId): string => `pendulum-summon:${p}`;

export function pendulumSummonUsed(duel: DuelState, p: PlayerId): boolean {
  const key = usedKey(p);
  return duel.oncePerTurn.some((u) => u.key === key && u.turn === duel.turn);
}

/** 003 §3.3.2: the Pendulum Scales of `p`'s two Pendulum Zone cards, low then high, or null without both. */
export function pendulumScales(duel: DuelState, p: PlayerId): [number, number] | null {
  const sz = duel.players[p].szone;
  const l = sz[0]!;
  const r = sz[4]!;
  if (l < 0 || r < 0 || !inPendulumZone(duel, duel.cards[l]!) || !inPendulumZone(duel, duel.cards[r]!)) return null;
  // The left zone's card gives its left Scale, the right one its right Scale.
  const a = cardDef(duel.cards[l]!.code).leftScale ?? 0;
  const b = cardDef(duel.cards[r]!.code).rightScale ?? 0;
  return [Math.min(a, b), Math.max(a, b)];
}

/** 003 §3.3.2: may this card be Pendulum Summoned, by its kind and where it is (not yet its zone)? */
function summonable(c: CardInstance, lo: number, hi: number): boolean {
  const def = cardDef(c.code);
  if (def.kind !== 'monster' || def.level === undefined || !(def.level > lo && def.level < hi)) return false;
  if (def.cannotSpecialSummonFrom?.includes(c.location)) return false;
  if (c.location === 'hand') {
    // Special Summon-only monsters (and Ritual Monsters) must be Summoned their own way first.
    return !def.cannotNormalSummon && !isRitualMonster(def) && !isExtraDeckMonster(def);
  }
  return mayPendulumSummonFromExtraDeck(c);
}

/**
 * 003 §3.3.2 table: from the Extra Deck only face-up Pendulum Monsters, and a Fusion-, Synchro- or Xyz-Pendulum only
 * once it was properly Summoned (TC-35, TC-36); a face-down one never (whatever the Scales).
 */
export function mayPendulumSummonFromExtraDeck(c: CardInstance): boolean {
  const def = cardDef(c.code);
  if (c.location !== 'extra' || !c.faceUp || !isPendulumMonster(def)) return false;
  return c.properlySummoned || !(isExtraDeckMonster(def) || def.cannotNormalSummon || def.mustBeProperlySummoned);
}

/** The free zones a Pendulum Summon may use, leaving out `taken`: an Extra Monster Zone, linked and other Main zones. */
interface Room {
  emz: number;
  linked: number;
  other: number;
}

function roomFor(duel: DuelState, p: PlayerId, taken: readonly number[]): Room {
  const linked = linkedZones(duel, p);
  const main = placeableZones(duel, p, { row: 'monster', taken });
  const nLinked = main.filter((s) => linked.includes(s)).length;
  // 003 §3.2.1: a player uses one Extra Monster Zone.
  const emz = placeableZones(duel, p, { row: 'monster', fromExtra: true, taken }).some((s) => s >= 5) ? 1 : 0;
  return { emz, linked: nLinked, other: main.length - nLinked };
}

/**
 * Do `fromExtra` monsters from the Extra Deck and `fromHand` from the hand all fit? Extra Deck ones need the Extra
 * Monster Zone or a linked Main zone (003 §2.1.1), hand ones any Main zone.
 */
function fits(room: Room, fromExtra: number, fromHand: number): boolean {
  const spill = Math.max(0, fromExtra - room.emz);
  return spill <= room.linked && fromHand + spill <= room.linked + room.other;
}

/** The monsters `p` could Pendulum Summon now (each on its own), hand first then Extra Deck. */
export function pendulumCandidates(duel: DuelState, p: PlayerId): number[] {
  const scales = pendulumScales(duel, p);
  if (!scales) return [];
  const [lo, hi] = scales;
  const pl = duel.players[p];
  const room = roomFor(duel, p, []);
  const out: number[] = [];
  // 003 §2.1.4, §2.1.5: each monster also passes the Special Summon locks and "once per turn" limits.
  const ok = (u: number): boolean => summonable(duel.cards[u]!, lo, hi) && specialSummonAllowed(duel, u, p);
  for (const u of pl.hand) if (ok(u) && fits(room, 0, 1)) out.push(u);
  for (const u of pl.extra) if (ok(u) && fits(room, 1, 0)) out.push(u);
  return out;
}

/** Why `p` cannot Pendulum Summon now (the refusing rule), or null when they can. */
export function whyNoPendulumSummon(duel: DuelState, p: PlayerId): PendulumRefusal | null {
  if (!duel.rules.summonMethods.includes('pendulum')) return PENDULUM_REFUSALS.noMethod;
  if (pendulumSummonUsed(duel, p)) return PENDULUM_REFUSALS.used;
  if (!pendulumScales(duel, p)) return PENDULUM_REFUSALS.noScales;
  if (summonLockStops(duel, p, 'special')) return PENDULUM_REFUSALS.locked;
  return pendulumCandidates(duel, p).length > 0 ? null : PENDULUM_REFUSALS.nothing;
}

export function canPendulumSummon(duel: DuelState, p: PlayerId): boolean {
  return whyNoPendulumSummon(duel, p) === null;
}

/**
 * The player picks the monsters one at a time, each offered only if it still fits with those picked before (so
 * nothing offered is refused), and may stop once one is picked.
 */
function chooseMonsters(duel: DuelState, io: YgoAsker, p: PlayerId, pool: readonly number[]): number[] {
  const room = roomFor(duel, p, []);
  const fromExtra = (u: number): boolean => duel.cards[u]!.location === 'extra';
  if (pool.length === 1 && duel.config.askAlways !== true) return pool.slice();
  const chosen: number[] = [];
  for (;;) {
    const e = chosen.filter(fromExtra).length;
    const h = chosen.length - e;
    const options = pool.filter(
      (u) => !chosen.includes(u) && (fromExtra(u) ? fits(room, e + 1, h) : fits(room, e, h + 1)),
    );
    if (options.length === 0) break;
    const ans = io.ask({
      player: p,
      kind: 'select-cards',
      about: 'pendulum-summon',
      rule: '003 §3.3.2',
      min: 1,
      max: 1,
      prompt: chosen.length ? 'Pendulum Summon another monster, or done' : 'Choose a monster to Pendulum Summon',
      options: options
        .map((u) => ({ id: cardId(u), label: describeCard(duel, u, p), kind: 'card', card: u }))
        .concat(chosen.length ? [{ id: 'done', label: 'Done', kind: 'done', card: -1 }] : []),
    });
    const pick = options[ans[0]!];
    if (pick === undefined) break;
    chosen.push(pick);
  }
  return chosen;
}

/** 003 §3.3.2: monsters, positions and zones are asked before anything moves; then all are Summoned at once. */
export function pendulumSummonTask(duel: DuelState, t: TaskOf<'pendulum-summon'>, io: YgoAsker): void {
  const { player } = t;
  const why = whyNoPendulumSummon(duel, player);
  if (why) refuse(why.code, why.rule, why.why);
  const chosen = chooseMonsters(duel, io, player, pendulumCandidates(duel, player));
  // Extra Deck monsters first: they have the fewer zones to go to.
  const order = chosen
    .filter((u) => duel.cards[u]!.location === 'extra')
    .concat(chosen.filter((u) => duel.cards[u]!.location !== 'extra'));
  const defense = order.map((u) =>
    askSummonDefense(io, player, `Pendulum Summon ${cardDef(duel.cards[u]!.code).name} in which position?`),
  );
  const linked = linkedZones(duel, player);
  const zones: number[] = [];
  const extraCount = order.length - chosen.filter((u) => duel.cards[u]!.location !== 'extra').length;
  for (let i = 0; i < order.length; i++) {
    const u = order[i]!;
    const fromExtra = duel.cards[u]!.location === 'extra';
    // Each zone must leave room for the monsters still to place.
    const restExtra = Math.max(0, extraCount - i - 1);
    const restHand = order.length - i - 1 - restExtra;
    const allow = (seq: number): boolean => fits(roomFor(duel, player, zones.concat(seq)), restExtra, restHand);
    const q = fromExtra
      ? ({ row: 'monster', fromExtra: true, taken: zones, only: linked, allow } as const)
      : ({ row: 'monster', taken: zones, allow } as const);
    zones.push(chooseZone(duel, io, player, q, cardDef(duel.cards[u]!.code).name));
  }
  // 003 §3.3.2: once per turn; a negated Pendulum Summon stays used (003 §3.6.3).
  duel.oncePerTurn.push({ key: usedKey(player), turn: duel.turn });
  newGroup(duel);
  for (let i = 0; i < order.length; i++) {
    const u = order[i]!;
    moveCard(duel, u, 'mzone', {
      reason: Reason.SUMMON,
      by: player,
      controller: player,
      faceUp: true,
      defense: defense[i]!,
      seq: zones[i]!,
    });
    duel.cards[u]!.summon = 'pendulum';
    log(duel, { type: 'summoning', player, card: u, code: duel.cards[u]!.code, kind: 'pendulum' });
  }
  // 003 §3.3.2: one Special Summon of them all (one event); it can be negated like an inherent Special Summon.
  beginSummon(duel, t, order, player, 'special-summoned');
}
