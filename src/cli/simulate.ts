/**
 * `arbiter <game> simulate`: many random-vs-random games, with win counts and speed, on the main thread or on worker
 * threads (simulate-pool.ts) with the same results.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import cliProgress from 'cli-progress';
import { RandomAgent, type Agent } from '../core/agents.ts';
import { AgentSpecError, makeAgent, parseAgentSpec, wilson95 } from '../core/agent-spec.ts';
import { MatchError, runMatch, type MatchOutcome } from '../core/match.ts';
import type { Replay } from '../core/replay.ts';
import type { AnyGameModule } from '../core/module.ts';
import type { ModuleSource } from '../games.ts';
import { chooseDecks } from './decks.ts';
import { CliError, println, type Io } from './io.ts';
import { checkOutputDir } from './paths.ts';
import { playInWorkers } from './simulate-pool.ts';
import { openQueueRun, playOnQueue } from './simulate-queue.ts';

export interface SimulateOptions {
  deck?: string[];
  games: number;
  seed: string;
  replays?: string;
  /** Rule set id of the game (Yu-Gi-Oh!: master-rule-2020, master-rule-4, master-rule-2, pre-2008, ocg-2005). */
  rules?: string;
  /** Worker threads to play on (default: every core, os.availableParallelism()); 1 plays on the main thread. */
  workers?: number;
  /**
   * The two agents, as text (`random`, `heuristic`, `search:200ms`, `search:500`; src/core/agent-spec.ts). Given,
   * they swap seats every other game and the summary has a line per agent; without, both seats are random.
   */
  agents?: [string, string];
  /** A Redis URL: the games are played by `arbiter worker`s through a BullMQ queue (simulate-queue.ts). */
  queue?: string;
  /** With --queue: the run's name, to resume it. */
  runId?: string;
  /** With --queue: games per batch. */
  batch?: number;
}

export interface SimulateSummary {
  games: number;
  wins: [number, number];
  draws: number;
  /** Games stopped without a result (should stay 0). */
  unfinished: number;
  /** Games the engine or an agent failed (should stay 0): each is reported and its replay written. */
  failed: number;
  turns: number;
  decisions: number;
  seconds: number;
  /** Threads that played the games (1: the main thread; with --queue, the workers' threads that played batches). */
  workers: number;
  /** Wins per agent (with --agent0/--agent1). */
  agentWins?: [number, number];
}

/** Game i's seed and its agents' seeds all derive from the run's seed and i, so any game can be replayed alone. */
export const gameSeed = (seed: string, i: number): string => `${seed}:${i}`;

/** Where a failed game's replay goes when no --replays folder was given. */
export const FAILURES_DIR = 'arbiter-failures';

/** `<game>-<seed>-<i>.json`, with characters a file name cannot hold in the seed replaced by "_". */
export const replayFileName = (game: string, seed: string, i: number): string =>
  `${game}-${seed.replace(/[^\w.-]/g, '_')}-${i}.json`;

/** One game's outcome as the run counts it; `failure` is the stderr line of a failed game (without "arbiter: "). */
export interface GameRecord {
  i: number;
  outcome: 'win0' | 'win1' | 'draw' | 'unfinished' | 'failed';
  turns: number;
  decisions: number;
  failure?: string;
  /** Which agent won (with --agent0/--agent1; seats alternate), null for a draw. */
  winnerAgent?: 0 | 1 | null;
}

/** What playing one game of a run needs; plain data apart from the module, so a worker thread can rebuild it. */
export interface RunSetup {
  mod: AnyGameModule;
  config: unknown;
  seed: string;
  replays?: string;
  /** The agents' texts (plain data: worker threads rebuild the agents from them). */
  agents?: [string, string];
}

/**
 * A game played but not yet kept: its record (a failure's line without where its replay went) and its replay when
 * every replay was asked for or the game failed. Plain data, so a queue worker can send it to the coordinator, which
 * writes the files (keepGame) where a local run would.
 */
export interface PlayedGame {
  record: GameRecord;
  replay?: Replay;
}

/**
 * Play game i of a run: the same on the main thread, in a worker thread and on a queue worker (its seeds depend on
 * the run's seed and i only). With `recordReplays` every game's replay is kept; a failed game's always is.
 */
export function playGameData(run: Omit<RunSetup, 'replays'> & { recordReplays: boolean }, i: number): PlayedGame {
  const { mod, config } = run;
  const seed = gameSeed(run.seed, i);
  // With named agents, agent 0 sits in seat 0 in even games and in seat 1 in odd ones.
  const first: 0 | 1 = run.agents && i % 2 === 1 ? 1 : 0;
  const seats = (): [Agent, Agent] => {
    if (!run.agents) return [new RandomAgent(`${seed}:p0`), new RandomAgent(`${seed}:p1`)];
    const a = makeAgent(mod, parseAgentSpec(run.agents[first]), `${seed}:p0`);
    const b = makeAgent(mod, parseAgentSpec(run.agents[1 - first]!), `${seed}:p1`);
    return [a, b];
  };
  const play = (recordReplay: boolean): MatchOutcome => runMatch(mod.game, config, seed, seats(), { recordReplay });
  let out: MatchOutcome;
  try {
    out = play(run.recordReplays);
  } catch (e) {
    // One failing game does not throw the run away: report it, keep its replay, go on.
    const what = e instanceof Error ? `${e.name}: ${e.message.split('\n')[0]}` : String(e);
    const failure = `game ${i} (seed "${seed}") failed: ${what}`;
    const played: PlayedGame = { record: { i, outcome: 'failed', turns: 0, decisions: 0, failure } };
    const replay = failedReplay(run.recordReplays, e, () => play(true));
    if (replay !== undefined) played.replay = replay;
    return played;
  }
  const outcome =
    out.result === null
      ? 'unfinished'
      : out.result.winner === null
        ? 'draw'
        : out.result.winner === 0
          ? 'win0'
          : 'win1';
  const record: GameRecord = { i, outcome, turns: out.turns, decisions: out.decisions };
  if (run.agents && out.result !== null)
    record.winnerAgent = out.result.winner === null ? null : out.result.winner === first ? 0 : 1;
  return run.recordReplays ? { record, replay: out.replay } : { record };
}

/**
 * Write a played game's replay where a local run keeps it: every game's into the --replays folder, a failed game's
 * there or into `arbiter-failures/`. Returns its record, a failure's line naming the file.
 */
export function keepGame(played: PlayedGame, where: { game: string; seed: string; replays?: string }): GameRecord {
  const { record, replay } = played;
  if (record.outcome !== 'failed') {
    if (where.replays !== undefined && replay !== undefined)
      writeFileSync(join(where.replays, replayFileName(where.game, where.seed, record.i)), JSON.stringify(replay));
    return record;
  }
  const file = replay === undefined ? null : saveFailure(where, record.i, replay);
  return file === null
    ? record
    : { ...record, failure: `${record.failure ?? `game ${record.i} failed`}; replay: ${file}` };
}

/** Play game i of a local run and keep its replay (playGameData, then keepGame). */
export function playGame(run: RunSetup, i: number): GameRecord {
  const played = playGameData({ ...run, recordReplays: run.replays !== undefined }, i);
  return keepGame(played, {
    game: run.mod.game.id,
    seed: run.seed,
    ...(run.replays !== undefined ? { replays: run.replays } : {}),
  });
}

/** How many threads play the games: --workers, by default every core, never more than there are games. */
export function workerCount(requested: number | undefined, games: number): number {
  return Math.max(1, Math.min(requested ?? availableParallelism(), games));
}

export async function simulateCommand(
  mod: AnyGameModule,
  opts: SimulateOptions,
  io: Io,
  source?: ModuleSource,
  /** The game's id on the command line, which queue workers load (default: the module's game id). */
  gameId: string = mod.game.id,
): Promise<number> {
  if (opts.replays !== undefined) checkOutputDir(opts.replays, '--replays');
  if (opts.queue === undefined && (opts.runId !== undefined || opts.batch !== undefined))
    throw new CliError(`${opts.runId !== undefined ? '--run-id' : '--batch'} goes with --queue`);
  if (opts.queue !== undefined && opts.workers !== undefined)
    throw new CliError('--workers does not go with --queue: each arbiter worker plays on its own threads (--threads)');
  // The agents are checked before anything is played: an unknown one, or one the game lacks, is one error line.
  if (opts.agents) {
    for (const a of opts.agents) {
      try {
        makeAgent(mod, parseAgentSpec(a), 'check');
      } catch (e) {
        if (e instanceof AgentSpecError) throw new CliError(e.message);
        throw e;
      }
    }
  }
  const { names, decks } = chooseDecks(mod, opts.deck);
  const config = mod.configFor(decks, opts.rules !== undefined ? { rules: opts.rules } : {});
  let workers = opts.queue !== undefined ? 0 : workerCount(opts.workers, opts.games);
  if (workers > 1 && source === undefined) {
    // A module the registry cannot name a file for (a test's) is played on the main thread.
    if (opts.workers !== undefined)
      throw new CliError(`the game "${mod.game.id}" cannot be loaded in worker threads; use --workers 1`);
    workers = 1;
  }
  // With --queue, Redis is reached and the run registered before anything is printed.
  const queueJob = {
    game: gameId,
    config,
    seed: opts.seed,
    replays: opts.replays !== undefined,
    ...(opts.agents ? { agents: opts.agents } : {}),
  };
  const queued =
    opts.queue === undefined
      ? null
      : await openQueueRun(
          {
            url: opts.queue,
            ...(opts.runId !== undefined ? { runId: opts.runId } : {}),
            ...(opts.batch !== undefined ? { batch: opts.batch } : {}),
          },
          queueJob,
          opts.games,
        );
  if (opts.replays) mkdirSync(opts.replays, { recursive: true });
  const who = opts.agents ? `${opts.agents[0]} vs ${opts.agents[1]} (seats alternate)` : 'random-vs-random';
  println(io.stdout, `${mod.title}: ${opts.games} ${who} games, ${names[0]} vs ${names[1]}, seed ${opts.seed}`);
  if (queued) println(io.stdout, queued.line);

  const bar = io.stdout.isTTY
    ? new cliProgress.SingleBar(
        { stream: io.stdout, hideCursor: true, etaBuffer: 50 },
        cliProgress.Presets.shades_classic,
      )
    : null;
  bar?.start(opts.games, 0);
  const step = Math.max(1, Math.floor(opts.games / 200));

  const sum: SimulateSummary = {
    games: opts.games,
    wins: [0, 0],
    draws: 0,
    unfinished: 0,
    failed: 0,
    turns: 0,
    decisions: 0,
    seconds: 0,
    workers,
  };
  if (opts.agents) sum.agentWins = [0, 0];
  // Records are counted, and failures reported, in game order whatever thread finished first: the output of a
  // run depends on its seed only, not on --workers.
  const pending = new Map<number, GameRecord>();
  let next = 0;
  const take = (r: GameRecord): void => {
    pending.set(r.i, r);
    for (let rec = pending.get(next); rec !== undefined; rec = pending.get(next)) {
      pending.delete(next);
      next++;
      count(sum, rec, io);
      if (bar && next % step === 0) bar.update(next);
    }
  };
  const t0 = performance.now();
  const setup = {
    config,
    seed: opts.seed,
    ...(opts.replays !== undefined ? { replays: opts.replays } : {}),
    ...(opts.agents ? { agents: opts.agents } : {}),
  };
  const where = {
    game: mod.game.id,
    seed: opts.seed,
    ...(opts.replays !== undefined ? { replays: opts.replays } : {}),
  };
  try {
    if (queued) {
      // The workers' games are kept here, where a local run keeps them: replays and failures' replays in this folder.
      sum.workers = await playOnQueue(queued, queueJob, opts.games, (g) => take(keepGame(g, where)));
    } else if (workers === 1) for (let i = 0; i < opts.games; i++) take(playGame({ mod, ...setup }, i));
    else await playInWorkers(source!, setup, opts.games, workers, take);
    bar?.update(opts.games);
  } finally {
    bar?.stop();
  }
  sum.seconds = (performance.now() - t0) / 1000;
  printSummary(sum, io, opts.agents);
  return sum.failed > 0 ? 1 : 0;
}

function count(sum: SimulateSummary, r: GameRecord, io: Io): void {
  switch (r.outcome) {
    case 'failed':
      sum.failed++;
      println(io.stderr, `arbiter: ${r.failure ?? `game ${r.i} failed`}`);
      return;
    case 'unfinished':
      sum.unfinished++;
      break;
    case 'draw':
      sum.draws++;
      break;
    case 'win0':
      sum.wins[0]++;
      break;
    case 'win1':
      sum.wins[1]++;
      break;
  }
  if (sum.agentWins && r.winnerAgent !== undefined && r.winnerAgent !== null) sum.agentWins[r.winnerAgent]++;
  sum.turns += r.turns;
  sum.decisions += r.decisions;
}

/**
 * A failed game's replay up to the failure: the one the match recorded, or, when the game was played unrecorded, the
 * game played again recorded (same seeds, same answers).
 */
function failedReplay(recorded: boolean, e: unknown, again: () => unknown): Replay | undefined {
  if (recorded && e instanceof MatchError && e.replay !== undefined) return e.replay;
  try {
    again();
  } catch (e2) {
    if (e2 instanceof MatchError) return e2.replay;
  }
  return undefined;
}

/** Write a failed game's replay into the --replays folder, or `arbiter-failures/`; null when it cannot be written. */
function saveFailure(
  where: { game: string; seed: string; replays?: string },
  i: number,
  replay: Replay,
): string | null {
  const dir = where.replays ?? FAILURES_DIR;
  try {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, replayFileName(where.game, where.seed, i));
    writeFileSync(file, JSON.stringify(replay));
    return file;
  } catch {
    return null;
  }
}

function printSummary(s: SimulateSummary, io: Io, agents?: [string, string]): void {
  const pct = (n: number): string => (s.games ? `${((100 * n) / s.games).toFixed(1)}%` : '-');
  const avg = (n: number): string => (s.games ? (n / s.games).toFixed(1) : '-');
  println(io.stdout, `player 0 wins: ${s.wins[0]} (${pct(s.wins[0])})`);
  println(io.stdout, `player 1 wins: ${s.wins[1]} (${pct(s.wins[1])})`);
  println(io.stdout, `draws: ${s.draws} (${pct(s.draws)})`);
  if (agents && s.agentWins) {
    for (const k of [0, 1] as const) {
      const [lo, hi] = wilson95(s.agentWins[k], s.games);
      const line = `agent${k} ${agents[k]}: ${s.agentWins[k]} wins of ${s.games} (${pct(s.agentWins[k]).replace('%', ' %')}`;
      println(io.stdout, `${line}, 95 % CI ${lo.toFixed(1)}–${hi.toFixed(1)} %)`);
    }
  }
  if (s.unfinished) println(io.stdout, `unfinished: ${s.unfinished}`);
  if (s.failed) println(io.stdout, `failed: ${s.failed} (${pct(s.failed)})`);
  println(io.stdout, `average turns: ${avg(s.turns)}`);
  println(io.stdout, `average decisions: ${avg(s.decisions)}`);
  const secs = Math.max(s.seconds, 1e-9);
  println(io.stdout, `threads: ${s.workers}`);
  println(io.stdout, `${(s.decisions / secs).toFixed(0)} decisions/s`);
  println(io.stdout, `${(s.games / secs).toFixed(1)} games/s`);
}
