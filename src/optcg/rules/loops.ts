/**
 * Infinite loops (001 §11-1). A loop is found by its state coming back: at the decision points of a turn, the
 * canonical hash of the state (every card in every area in the same state, 001 §11-1-1-2's own words, plus where
 * the procedure is and what is asked) is recorded with the answer given; when a hash recurs, the decisions between
 * its two occurrences are one loop action (001 §11-1-1). Whether each of those decisions offered its player an
 * alternative decides who can stop the loop:
 * - nobody (001 §11-1-1-1): the game is a draw;
 * - one player (001 §11-1-1-2): that player declares a number of iterations, the loop is run that many times (its
 *   answers replayed, by option id) and stops, and the answer that restarts it is not offered again while the state
 *   is unchanged;
 * - both (001 §11-1-1-3): the turn player declares, then the non-turn player; the smaller count runs, and neither
 *   may restart it.
 * A loop of abilities that asks nothing at all is caught by the engine's runaway guard (engine.ts, 001 §11-1-1-1).
 *
 * Cost: hashing starts only once a turn has LOOP_WATCH_FROM decisions (random games of the bundled decks never reach
 * 34), so ordinary games pay one comparison per answer.
 *
 * Continuous effects (power and cost changes, granted keywords: `mods`) are not part of a card's state in an area
 * here: a cycle that only stacks "+1000 power" is the typical infinite loop the declaration shortens, and it would
 * never be seen if they were. Counters (steps, ability batches, card instances, the random generator) are left out.
 */
import { checkAnswerShape, RuleError, type Answer, type PlayerId } from '../../core/decision.ts';
import type { RespondResult } from '../../core/game.ts';
import type { OptcgDecision } from '../decisions.ts';
import { respondRaw } from '../engine.ts';
import type { LoopFound, LoopMark, LoopWatch, OptcgState, PlayerState, RuleStepOf } from '../types.ts';
import { askRule } from './ask.ts';
import { ev, opp } from './zones.ts';

/** Decisions in one turn before its decision points are hashed (the cheap pre-check). */
export const LOOP_WATCH_FROM = 40;
/** The largest number of iterations a player may declare (001 §11-1-1-2 sets none; a decision needs a bound). */
export const LOOP_DECLARE_MAX = 100;

/** 001 §11-1-1-1: a loop nobody can stop: the game is a draw. */
export function drawByLoop(g: OptcgState): void {
  g.result = { winner: null, reason: 'infinite-loop', rule: '001 §11-1-1-1' };
  g.phase = 'over';
  g.decision = null;
  g.rule = null;
  g.loop = null;
  ev(g, { type: 'game-over', winner: null, reason: 'infinite-loop', rule: '001 §11-1-1-1' });
}

/** Start watching the current turn (it has become long): its decision points are hashed from now on. */
export function watchLoops(g: OptcgState): void {
  g.loop = { turn: g.turn, marks: [], bans: [], shown: null };
  atDecisionPoint(g);
}

/**
 * Answer while the turn is watched: translate an answer to a decision shown without a banned option, record the
 * answer on the decision point's mark, then look at the next decision point.
 */
export function respondWatched(g: OptcgState, player: PlayerId, answer: Answer): RespondResult {
  const w = g.loop!;
  const shownD = g.decision;
  if (shownD === null) return respondRaw(g, player, answer);
  const declaring = g.rule !== null && g.rule.k === 'loop-declare';
  let ids: string[] | null = null;
  if (!declaring) {
    const err = checkAnswerShape(shownD, player, answer);
    if (err) return { ok: false, error: err };
    ids = idsOf(shownD, answer);
    // 001 §11-1-1-2: a restart that could not be taken out of the decision (an answer of several options) is refused.
    const mark = w.marks.length > 0 ? w.marks[w.marks.length - 1]! : null;
    const h = mark !== null && mark.ans === null ? mark.h : '';
    const restart = ids;
    if (w.bans.some((b) => b.h === h && b.p === player && sameIds(b.ans, restart)))
      return {
        ok: false,
        error: new RuleError(
          'LOOP_RESTART',
          '001 §11-1-1-2',
          'this answer starts again an infinite loop whose iterations were declared, and the state is unchanged',
        ),
      };
  }
  const shown = w.shown;
  let a = answer;
  if (shown !== null) {
    a = answer.map((i) => shown.map[i]!);
    g.decision = shown.orig;
    w.shown = null;
  }
  const r = respondRaw(g, player, a);
  if (!r.ok) {
    if (shown !== null) {
      g.decision = shownD;
      w.shown = shown;
    }
    return r;
  }
  if (g.loop !== w) return r; // the game ended inside (a draw by loop clears the watch)
  const last = w.marks.length - 1;
  if (ids !== null && last >= 0 && w.marks[last]!.ans === null) w.marks[last] = { ...w.marks[last]!, ans: ids };
  if (g.result !== null || g.decision === null || g.turn !== w.turn) {
    g.loop = null; // a new turn is watched again once it is long (001 §11-1 is about one unchanged state)
    return r;
  }
  atDecisionPoint(g);
  return r;
}

/** A decision has just been parked in a watched turn: find a loop, or record the point and hide banned answers. */
function atDecisionPoint(g: OptcgState): void {
  const w = g.loop!;
  const d = g.decision!;
  if (g.rule !== null && g.rule.k === 'loop-declare') return;
  const h = stateHash(g);
  for (let j = w.marks.length - 1; j >= 0; j--) {
    if (w.marks[j]!.h === h) {
      loopFound(g, w, j, h);
      return;
    }
  }
  hideBanned(g, w, h);
  w.marks.push({ h, p: d.player, alt: hasAlternative(g.decision!), ans: null });
}

/** 001 §11-1-1: the decisions from mark j to now are one loop action; who can stop it decides what happens. */
function loopFound(g: OptcgState, w: LoopWatch, j: number, h: string): void {
  const action = w.marks.slice(j);
  const stoppers: PlayerId[] = [];
  for (const p of [g.turnPlayer, opp(g.turnPlayer)])
    if (action.some((m) => m.p === p && m.alt && m.ans !== null)) stoppers.push(p);
  if (stoppers.length === 0) {
    drawByLoop(g); // 001 §11-1-1-1: no decision in the loop offered anything else
    return;
  }
  askDeclare(g, {
    k: 'loop-declare',
    loop: { h, action, stoppers, resume: g.decision!, resumeRule: g.rule },
    counts: [],
  });
}

function askDeclare(g: OptcgState, step: RuleStepOf<'loop-declare'>): void {
  const { stoppers } = step.loop;
  const who = stoppers[step.counts.length]!;
  const rule = stoppers.length === 2 ? '001 §11-1-1-3' : '001 §11-1-1-2';
  const options = [];
  for (let n = 1; n <= LOOP_DECLARE_MAX; n++)
    options.push({ id: `count:${n}`, label: String(n), kind: 'count', data: { n } });
  const decision: OptcgDecision = {
    player: who,
    kind: 'declare',
    about: 'loop-iterations',
    prompt:
      `Infinite loop of ${step.loop.action.length} decision(s): declare how many times it runs in all ` +
      `(it has run once; 1 to ${LOOP_DECLARE_MAX})` +
      (stoppers.length === 2 ? '; the smaller of both players’ counts runs' : ''),
    rule,
    options,
    min: 1,
    max: 1,
  };
  askRule(g, step, decision);
}

/**
 * A declaration (001 §11-1-1-2): ask the other player's (001 §11-1-1-3: turn player first), or run the loop the
 * (smaller) declared number of times by replaying its answers, then forbid its restart while the state is unchanged.
 */
export function answerLoopDeclare(g: OptcgState, step: RuleStepOf<'loop-declare'>, n: number): void {
  const counts = [...step.counts, n];
  const loop = step.loop;
  if (counts.length < loop.stoppers.length) {
    askDeclare(g, { k: 'loop-declare', loop, counts });
    return;
  }
  const runs = Math.min(...counts);
  const rule = loop.stoppers.length === 2 ? '001 §11-1-1-3' : '001 §11-1-1-2';
  ev(g, { type: 'loop', players: loop.stoppers.slice(), counts, runs, length: loop.action.length, rule });
  g.decision = loop.resume;
  // A fresh copy of the rule step that asked (it records its answer; the stored one is shared by clones).
  g.rule = loop.resumeRule === null ? null : { ...loop.resumeRule };
  const w = g.loop!;
  // The cycle that revealed the loop has run; replay the rest, stopping if the loop stops by itself.
  let ran = 1;
  while (ran < runs && replayOnce(g, loop)) ran++;
  if (g.result !== null || g.loop !== w) return;
  // 001 §11-1-1-2 / §11-1-1-3: the players who could stop it may not start it again while the state is unchanged.
  for (const p of loop.stoppers) {
    const m = restartOf(loop.action, p);
    if (m !== null) w.bans.push({ h: m.h, p, ans: m.ans! });
  }
  w.marks = [];
}

/** Run the loop action once more (answers by option id); false when the loop did not come back to its start state. */
function replayOnce(g: OptcgState, loop: LoopFound): boolean {
  for (const m of loop.action) {
    const d = g.decision;
    if (d === null || d.player !== m.p) return false;
    const a: number[] = [];
    for (const id of m.ans!) {
      const i = d.options.findIndex((o) => o.id === id);
      if (i < 0) return false;
      a.push(i);
    }
    if (!respondRaw(g, m.p, a).ok) return false;
  }
  return g.decision !== null && g.result === null && stateHash(g) === loop.h;
}

/** The player's answer that keeps the loop going: their first choice in it with one option, else their first. */
function restartOf(action: LoopMark[], p: PlayerId): LoopMark | null {
  let first: LoopMark | null = null;
  for (const m of action) {
    if (m.p !== p || !m.alt || m.ans === null) continue;
    if (m.ans.length === 1) return m;
    first ??= m;
  }
  return first;
}

/**
 * 001 §11-1-1-2: a banned single-option restart is not offered. The decision shown has that option taken out;
 * `shown.map` leads each shown option back to the engine's own decision.
 */
function hideBanned(g: OptcgState, w: LoopWatch, h: string): void {
  const d = g.decision!;
  let hide: Set<string> | null = null;
  for (const b of w.bans) {
    if (b.h !== h || b.p !== d.player || b.ans.length !== 1) continue;
    (hide ??= new Set()).add(b.ans[0]!);
  }
  if (hide === null) return;
  const map: number[] = [];
  const options = [];
  for (let i = 0; i < d.options.length; i++) {
    const o = d.options[i]!;
    if (o.id !== undefined && hide.has(o.id)) continue;
    map.push(i);
    options.push(o);
  }
  if (options.length === d.options.length || options.length === 0) return;
  w.shown = { orig: d, map };
  g.decision = { ...d, options, min: Math.min(d.min, options.length), max: Math.min(d.max, options.length) };
}

/** Could the decision be answered more than one way (001 §11-1-1: a player who can stop the loop)? */
export function hasAlternative(d: OptcgDecision): boolean {
  const n = d.options.length;
  const lo = d.min,
    hi = Math.min(d.max, n);
  if (d.ordered === true && n > 1) return true;
  return hi > lo || (lo > 0 && lo < n);
}

function idsOf(d: OptcgDecision, a: Answer): string[] {
  return a.map((i) => d.options[i]?.id ?? `option:${i}`);
}

function sameIds(x: readonly string[], y: readonly string[]): boolean {
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

// ---------------------------------------------------------------------------------------------------------------
// The canonical state hash (two 32-bit FNV-1a style lanes)

class Hasher {
  a = 0x811c9dc5;
  b = 0x9747b28c;
  n(x: number): void {
    this.a = Math.imul(this.a ^ (x | 0), 16777619);
    this.b = Math.imul(this.b ^ (x | 0), 0x5bd1e995);
    this.b ^= this.b >>> 15;
  }
  s(text: string): void {
    for (let i = 0; i < text.length; i++) this.n(text.charCodeAt(i));
    this.n(-1);
  }
  list(xs: readonly number[]): void {
    this.n(xs.length);
    for (const x of xs) this.n(x);
  }
  get value(): string {
    return `${(this.a >>> 0).toString(36)}.${(this.b >>> 0).toString(36)}`;
  }
}

const sorted = (xs: readonly number[]): number[] => xs.slice().sort((x, y) => x - y);

/** A card on the field: where it is and in what state (001 §11-1-1-2: "every card in every area in the same state"). */
function fieldCard(x: Hasher, g: OptcgState, c: number): void {
  x.n(c);
  x.n(g.rested[c]!);
  x.n(g.don[c]!);
  x.n(g.played[c] === g.turn ? 1 : 0); // 001 §3-7-4
  x.n(g.opt[c] === g.turn ? 1 : 0); // 001 §10-2-13
}

function side(x: Hasher, g: OptcgState, ps: PlayerState): void {
  fieldCard(x, g, ps.leader);
  x.n(ps.stage);
  if (ps.stage >= 0) fieldCard(x, g, ps.stage);
  // 001 §3-7: the Character area has no order; 001 §3-4-2 / §3-5: hand and trash are reordered at will.
  const chars = sorted(ps.chars);
  x.n(chars.length);
  for (const c of chars) fieldCard(x, g, c);
  x.list(sorted(ps.hand));
  x.list(sorted(ps.trash));
  // 001 §3-2 / §3-10: deck and Life are ordered.
  x.list(ps.deck);
  x.n(ps.life.length);
  for (const c of ps.life) {
    x.n(c);
    x.n(g.faceUp[c]!);
  }
  x.n(ps.donDeck);
  x.n(ps.donActive);
  x.n(ps.donRested);
  x.n(ps.lostByDamage ? 1 : 0);
}

/** The canonical hash of the state at a decision point (see the header for what it leaves out). */
export function stateHash(g: OptcgState): string {
  const x = new Hasher();
  x.n(g.turnPlayer);
  x.s(g.phase);
  x.s(g.phaseStep);
  side(x, g, g.players[0]);
  side(x, g, g.players[1]);
  x.list(g.limbo);
  x.s(g.battle === null ? '' : JSON.stringify(g.battle));
  const head = g.queue.length > 0 ? g.queue[0]!.batch : 0;
  x.n(g.queue.length);
  for (const q of g.queue) {
    x.n(q.p);
    x.n(q.src);
    x.n(q.ab);
    x.n(q.fromTrash === true ? 1 : 0);
    x.n(q.batch - head);
  }
  for (const t of g.task === null ? g.tasks : [...g.tasks, g.task]) {
    x.s(t.code);
    x.n(t.src);
    x.n(t.ab);
    x.n(t.step);
    x.s(JSON.stringify(t.ans));
    x.s(JSON.stringify(t.vars));
    x.n(t.lifeCard ?? -1);
    x.n(t.ended === true ? 1 : 0);
  }
  const r = g.rule;
  if (r !== null) {
    x.s(r.k);
    x.n('card' in r ? r.card : -1);
    x.n('ab' in r ? r.ab : -1);
  }
  const d = g.decision;
  if (d !== null) {
    x.n(d.player);
    x.s(d.about);
    x.n(d.min);
    x.n(d.max);
    for (const o of d.options) x.s(o.id ?? o.label);
  }
  return x.value;
}
