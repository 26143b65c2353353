/**
 * simulate --workers N: games handed out in batches of consecutive indices to N worker threads
 * (simulate-worker.ts). Each game depends only on the run's seed and its index, so which thread plays it changes
 * nothing; the caller counts the records in game order.
 */
import { Worker } from 'node:worker_threads';
import type { ModuleSource } from '../games.ts';
import { CliError } from './io.ts';
import type { GameRecord, PlayedGame } from './simulate.ts';

/** What a worker needs to play games of a run (structured-cloned into it). */
export interface WorkerSetup {
  source: ModuleSource;
  config: unknown;
  seed: string;
  replays?: string;
  /** The agents' texts, rebuilt in the worker (src/core/agent-spec.ts). */
  agents?: [string, string];
  /**
   * Send the games back unkept (PlayedMessage: records and replays, for a queue worker to return to its coordinator)
   * instead of writing replays here and sending records.
   */
  collect?: { replays: boolean };
  entry: string;
}

/** main → worker: play games [from, to). */
export interface BatchMessage {
  from: number;
  to: number;
}

/** worker → main: the records of one batch, in order. */
export interface RecordsMessage {
  records: GameRecord[];
}

/** worker → main, with `collect`: the games of one batch, in order, their replays not written. */
export interface PlayedMessage {
  played: PlayedGame[];
}

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./simulate-worker.ts', import.meta.url).href;

/** Batches small enough to spread the work evenly, large enough that messages cost nothing next to games. */
export function batchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(50, Math.floor(games / (workers * 16))));
}

/** A worker thread playing games of one run (simulate-worker.ts), sent BatchMessages. */
export function startGameThread(setup: Omit<WorkerSetup, 'entry'>): Worker {
  const workerData: WorkerSetup = { ...setup, entry: ENTRY };
  return new Worker(BOOT, { workerData });
}

export function playInWorkers(
  source: ModuleSource,
  run: { config: unknown; seed: string; replays?: string; agents?: [string, string] },
  games: number,
  workers: number,
  take: (r: GameRecord) => void,
): Promise<void> {
  const size = batchSize(games, workers);
  return new Promise<void>((resolve, reject) => {
    const pool: Worker[] = [];
    let nextGame = 0;
    let done = 0;
    let settled = false;
    const finish = (err?: Error): void => {
      if (settled) return;
      settled = true;
      for (const w of pool) void w.terminate();
      if (err) reject(err);
      else resolve();
    };
    const feed = (w: Worker): void => {
      if (nextGame >= games) return;
      const msg: BatchMessage = { from: nextGame, to: Math.min(games, nextGame + size) };
      nextGame = msg.to;
      w.postMessage(msg);
    };
    for (let k = 0; k < workers; k++) {
      const w = startGameThread({ source, ...run });
      pool.push(w);
      w.on('message', (m: RecordsMessage) => {
        if (settled) return;
        try {
          for (const r of m.records) take(r);
        } catch (e) {
          finish(e instanceof Error ? e : new Error(String(e)));
          return;
        }
        done += m.records.length;
        if (done >= games) finish();
        else feed(w);
      });
      w.on('error', (e) => finish(new CliError(`worker thread ${k} failed: ${e.name}: ${e.message.split('\n')[0]}`)));
      w.on('exit', (code) => {
        if (!settled) finish(new CliError(`worker thread ${k} stopped (exit code ${code}) before the run ended`));
      });
      // Two batches in flight per worker, so it never waits for the main thread between batches.
      feed(w);
      feed(w);
    }
  });
}
