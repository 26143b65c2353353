/**
 * Measures one game module with random-vs-random play (ARCHITECTURE §8): throughput,
 * duel creation, clone/serialize cost on real mid-game states, and memory per live game.
 * Uses only the GameModule interface, so it works for every game.
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { RandomAgent, randomAnswer } from '../src/core/agents.ts';
import type { AnyGame } from '../src/core/game.ts';
import { runMatch } from '../src/core/match.ts';
import type { AnyGameModule } from '../src/core/module.ts';
import { nextInt, seedRng } from '../src/core/rng.ts';

export interface BenchOptions {
  /** The two decks (default: the module's defaultDecks). */
  decks?: readonly [string, string];
  /** Games for the throughput figure; when unset, as many as fit in `seconds`. */
  games?: number;
  /** Time budget of the throughput run when `games` is unset (default 5). */
  seconds?: number;
  /** Creates timed for the creation figure (default 1,000). */
  creates?: number;
  /** Mid-game states sampled for the clone/serialize figures (default 200). */
  samples?: number;
  /** Live games held for the memory figure (default 2,000). */
  memoryGames?: number;
  seed?: string;
}

export interface BenchResult {
  id: string;
  title: string;
  decks: readonly [string, string];
  games: number;
  seconds: number;
  gamesPerSec: number;
  decisionsPerSec: number;
  avgTurns: number;
  avgDecisions: number;
  createMs: number;
  cloneUs: number;
  serializeUs: number;
  deserializeUs: number;
  /** Mean length of a serialized mid-game state, in characters. */
  stateChars: number;
  /** Heap growth per live mid-game state, in KiB; null when the heap could not be measured reliably. */
  memoryKiB: number | null;
  memoryMethod: string;
  /** "ok", or what is wrong: a clone that shares state with its original, or a serialize round trip that changes the state. */
  checks: string;
}

/** Keeps results alive so the optimizer cannot drop timed work (written, never read: hence the underscore). */
let _sink: unknown = null;

/** `gc()`: as exposed by `--expose-gc`, or obtained by turning the flag on at run time. */
function getGc(): (() => void) | null {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}

const agentsFor = (seed: string) => [new RandomAgent(`${seed}:p0`), new RandomAgent(`${seed}:p1`)] as const;

/** Plays games until `count` are done or `seconds` have passed (whichever is given). */
function playGames(game: AnyGame, config: unknown, seed: string, count: number | undefined, seconds: number) {
  let games = 0,
    decisions = 0,
    turns = 0;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  while (count !== undefined ? games < count : performance.now() < deadline) {
    const s = `${seed}:${games}`;
    const out = runMatch(game, config, s, agentsFor(s), { recordReplay: false });
    decisions += out.decisions;
    turns += out.turns;
    games++;
  }
  return { games, decisions, turns, seconds: (performance.now() - t0) / 1000 };
}

/** Mean time of `fn` over `inputs`, repeated until at least `minMs` have passed; in µs per call. */
function timePerCall<T>(inputs: readonly T[], fn: (x: T) => unknown, minMs = 300): number {
  if (inputs.length === 0) return NaN;
  for (const x of inputs) _sink = fn(x); // warm-up
  let calls = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (const x of inputs) _sink = fn(x);
    calls += inputs.length;
    elapsed = performance.now() - t0;
  }
  return (elapsed * 1000) / calls;
}

/** A state advanced by random answers up to `steps` decisions (fewer if the game ends). */
function advance(game: AnyGame, config: unknown, seed: string, steps: number): unknown {
  const state = game.create(config, seed);
  const rng = seedRng(`${seed}:answers`);
  for (let i = 0; i < steps; i++) {
    const d = game.decision(state);
    if (d === null) break;
    game.respond(state, d.player, randomAnswer(rng, d));
    game.drainEvents(state);
  }
  game.drainEvents(state);
  return state;
}

export function benchModule(mod: AnyGameModule, opts: BenchOptions = {}): BenchResult {
  const game = mod.game;
  const seed = opts.seed ?? 'bench';
  const decks = opts.decks ?? mod.defaultDecks;
  const config = mod.configFor([mod.loadDeck(decks[0]), mod.loadDeck(decks[1])]);

  // Warm-up so the JIT has compiled the rules before anything is timed.
  playGames(game, config, `${seed}:warm`, undefined, Math.min(1, (opts.seconds ?? 5) / 5));

  const run = playGames(game, config, seed, opts.games, opts.seconds ?? 5);
  const avgDecisions = run.decisions / run.games;

  const creates = opts.creates ?? 1000;
  const t0 = performance.now();
  for (let i = 0; i < creates; i++) _sink = game.create(config, `${seed}:create:${i}`);
  const createMs = (performance.now() - t0) / creates;

  // Mid-game states: each sample game stops at a random decision point.
  const rng = seedRng(`${seed}:samples`);
  const samples: unknown[] = [];
  const wanted = opts.samples ?? 200;
  for (let i = 0; i < wanted; i++)
    samples.push(advance(game, config, `${seed}:sample:${i}`, nextInt(rng, Math.max(1, Math.ceil(avgDecisions)))));
  const cloneUs = timePerCall(samples, (s) => game.clone(s));
  const serializeUs = timePerCall(samples, (s) => game.serialize(s));
  const texts = samples.map((s) => game.serialize(s));
  const deserializeUs = timePerCall(texts, (t) => game.deserialize(t));
  const stateChars = texts.reduce((n, t) => n + t.length, 0) / texts.length;

  const checks = checkCopies(game, samples.slice(0, 20), seed);
  const memory = measureMemory(game, config, seed, opts.memoryGames ?? 2000, Math.floor(avgDecisions / 2));
  _sink = null;

  return {
    id: game.id,
    title: mod.title,
    decks,
    games: run.games,
    seconds: run.seconds,
    gamesPerSec: run.games / run.seconds,
    decisionsPerSec: run.decisions / run.seconds,
    avgTurns: run.turns / run.games,
    avgDecisions,
    createMs,
    cloneUs,
    serializeUs,
    deserializeUs,
    stateChars,
    ...memory,
    checks,
  };
}

/** Timings mean little if the copies are wrong: play each clone to the end and check the original did not move. */
function checkCopies(game: AnyGame, samples: readonly unknown[], seed: string): string {
  for (const [i, s] of samples.entries()) {
    const before = game.serialize(s);
    if (game.serialize(game.deserialize(before)) !== before)
      return `FAILED: serialize → deserialize → serialize differs (sample ${i})`;
    const c = game.clone(s);
    if (game.serialize(c) !== before) return `FAILED: a clone serializes differently from its original (sample ${i})`;
    const rng = seedRng(`${seed}:check:${i}`);
    for (let d = game.decision(c); d !== null; d = game.decision(c)) game.respond(c, d.player, randomAnswer(rng, d));
    if (game.serialize(s) !== before) return `FAILED: playing on a clone changed its original (sample ${i})`;
  }
  return 'ok';
}

/**
 * Heap growth from holding `count` games advanced `steps` decisions (half an average game),
 * measured as the difference of `process.memoryUsage().heapUsed` after a full GC before and
 * after building them. Without a GC the figure would include garbage, so it is withheld.
 */
function measureMemory(
  game: AnyGame,
  config: unknown,
  seed: string,
  count: number,
  steps: number,
): { memoryKiB: number | null; memoryMethod: string } {
  const gc = getGc();
  if (!gc) return { memoryKiB: null, memoryMethod: 'unavailable: no gc() (run node with --expose-gc)' };
  const held: unknown[] = new Array(count);
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) held[i] = advance(game, config, `${seed}:mem:${i}`, steps);
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  _sink = held;
  return {
    memoryKiB: Math.max(0, after - before) / count / 1024,
    memoryMethod: `heapUsed delta after gc(), ${count} games held at decision ${steps}`,
  };
}

/** A two-column aligned table of one result, then the exact `N games/s` line. */
export function formatResult(r: BenchResult): string {
  const f = (n: number, digits: number): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
  const rows: [string, string][] = [
    ['game', `${r.id} (${r.title})`],
    ['decks', `${r.decks[0]} vs ${r.decks[1]}`],
    ['games played', `${r.games} in ${f(r.seconds, 2)} s`],
    ['decisions/s', f(r.decisionsPerSec, 0)],
    ['avg turns/game', f(r.avgTurns, 1)],
    ['avg decisions/game', f(r.avgDecisions, 1)],
    ['create (ms)', f(r.createMs, 4)],
    ['clone (µs)', f(r.cloneUs, 2)],
    ['serialize (µs)', f(r.serializeUs, 2)],
    ['deserialize (µs)', f(r.deserializeUs, 2)],
    ['state size (chars)', f(r.stateChars, 0)],
    ['memory/game (KiB)', r.memoryKiB === null ? 'n/a' : f(r.memoryKiB, 2)],
    ['memory method', r.memoryMethod],
    ['clone/serialize checks', r.checks],
  ];
  const w = Math.max(...rows.map(([k]) => k.length));
  return [...rows.map(([k, v]) => `${k.padEnd(w)}  ${v}`), `${r.gamesPerSec.toFixed(1)} games/s`].join('\n');
}
