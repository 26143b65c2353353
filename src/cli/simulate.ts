/** `arbiter <game> simulate`: many random-vs-random games, with win counts and speed. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import cliProgress from 'cli-progress';
import { RandomAgent } from '../core/agents.ts';
import { MatchError, runMatch, type MatchOutcome } from '../core/match.ts';
import type { Replay } from '../core/replay.ts';
import type { AnyGameModule } from '../core/module.ts';
import { chooseDecks } from './decks.ts';
import { println, type Io } from './io.ts';
import { checkOutputDir } from './paths.ts';

export interface SimulateOptions {
  deck?: string[];
  games: number;
  seed: string;
  replays?: string;
  /** Rule set id of the game (Yu-Gi-Oh!: master-rule-2020, master-rule-4, master-rule-2, pre-2008, ocg-2005). */
  rules?: string;
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
}

/** Game i's seed and its agents' seeds all derive from the run's seed and i, so any game can be replayed alone. */
export const gameSeed = (seed: string, i: number): string => `${seed}:${i}`;

/** Where a failed game's replay goes when no --replays folder was given. */
export const FAILURES_DIR = 'arbiter-failures';

/** `<game>-<seed>-<i>.json`, with characters a file name cannot hold in the seed replaced by "_". */
export const replayFileName = (game: string, seed: string, i: number): string =>
  `${game}-${seed.replace(/[^\w.-]/g, '_')}-${i}.json`;

export function simulateCommand(mod: AnyGameModule, opts: SimulateOptions, io: Io): number {
  if (opts.replays !== undefined) checkOutputDir(opts.replays, '--replays');
  const { names, decks } = chooseDecks(mod, opts.deck);
  const config = mod.configFor(decks, opts.rules !== undefined ? { rules: opts.rules } : {});
  if (opts.replays) mkdirSync(opts.replays, { recursive: true });
  println(
    io.stdout,
    `${mod.title}: ${opts.games} random-vs-random games, ${names[0]} vs ${names[1]}, seed ${opts.seed}`,
  );

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
  };
  const t0 = performance.now();
  const play = (seed: string, recordReplay: boolean): MatchOutcome =>
    runMatch(mod.game, config, seed, [new RandomAgent(`${seed}:p0`), new RandomAgent(`${seed}:p1`)], { recordReplay });
  for (let i = 0; i < opts.games; i++) {
    const seed = gameSeed(opts.seed, i);
    let out: MatchOutcome;
    try {
      out = play(seed, opts.replays !== undefined);
    } catch (e) {
      // One failing game does not throw the run away: report it, keep its replay, go on.
      sum.failed++;
      const file = saveFailure(mod, opts, i, seed, e, () => play(seed, true));
      const what = e instanceof Error ? `${e.name}: ${e.message.split('\n')[0]}` : String(e);
      println(io.stderr, `arbiter: game ${i} (seed "${seed}") failed: ${what}${file ? `; replay: ${file}` : ''}`);
      continue;
    }
    if (out.result === null) sum.unfinished++;
    else if (out.result.winner === null) sum.draws++;
    else sum.wins[out.result.winner]++;
    sum.turns += out.turns;
    sum.decisions += out.decisions;
    if (opts.replays)
      writeFileSync(join(opts.replays, replayFileName(mod.game.id, opts.seed, i)), JSON.stringify(out.replay));
    if (bar && (i + 1) % step === 0) bar.update(i + 1);
  }
  sum.seconds = (performance.now() - t0) / 1000;
  bar?.update(opts.games);
  bar?.stop();
  printSummary(sum, io);
  return sum.failed > 0 ? 1 : 0;
}

/**
 * Write a failed game's replay (up to the failure) into the --replays folder, or `arbiter-failures/`.
 * Without --replays the game was played unrecorded: it is played again, recorded (same seeds, same answers).
 */
function saveFailure(
  mod: AnyGameModule,
  opts: SimulateOptions,
  i: number,
  seed: string,
  e: unknown,
  again: () => unknown,
): string | null {
  let replay: Replay | undefined = e instanceof MatchError && opts.replays !== undefined ? e.replay : undefined;
  if (replay === undefined) {
    try {
      again();
    } catch (e2) {
      if (e2 instanceof MatchError) replay = e2.replay;
    }
  }
  if (replay === undefined) return null;
  const dir = opts.replays ?? FAILURES_DIR;
  try {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, replayFileName(mod.game.id, opts.seed, i));
    writeFileSync(file, JSON.stringify(replay));
    return file;
  } catch {
    return null;
  }
}

function printSummary(s: SimulateSummary, io: Io): void {
  const pct = (n: number): string => (s.games ? `${((100 * n) / s.games).toFixed(1)}%` : '-');
  const avg = (n: number): string => (s.games ? (n / s.games).toFixed(1) : '-');
  println(io.stdout, `player 0 wins: ${s.wins[0]} (${pct(s.wins[0])})`);
  println(io.stdout, `player 1 wins: ${s.wins[1]} (${pct(s.wins[1])})`);
  println(io.stdout, `draws: ${s.draws} (${pct(s.draws)})`);
  if (s.unfinished) println(io.stdout, `unfinished: ${s.unfinished}`);
  if (s.failed) println(io.stdout, `failed: ${s.failed} (${pct(s.failed)})`);
  println(io.stdout, `average turns: ${avg(s.turns)}`);
  println(io.stdout, `average decisions: ${avg(s.decisions)}`);
  const secs = Math.max(s.seconds, 1e-9);
  println(io.stdout, `${(s.decisions / secs).toFixed(0)} decisions/s`);
  println(io.stdout, `${(s.games / secs).toFixed(1)} games/s`);
}
