/**
 * What the coordinator (`simulate --queue`, simulate-queue.ts) and `arbiter worker` (worker.ts) share: the BullMQ
 * queue's name, the batch jobs and their results, and the Redis a `--queue` URL names, checked before anything else
 * so that a bad URL or a Redis that does not answer costs one line.
 */
import type { RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { CliError } from './io.ts';
import type { PlayedGame } from './simulate.ts';

/** The BullMQ queue every coordinator and worker uses; a job says which game and run it belongs to. */
export const QUEUE_NAME = 'arbiter-simulate';

/** One batch of a run: games [from, to), played exactly as a local `simulate` with the same options plays them. */
export interface BatchJob {
  /** The run's id (--run-id, or one made up by the coordinator). */
  run: string;
  /** The game's id on the command line (`ygo`, `optcg`): the worker loads that module. */
  game: string;
  config: unknown;
  /** The run's seed: game i's is gameSeed(seed, i). */
  seed: string;
  /** The agents' texts (--agent0/--agent1), absent for random vs random. */
  agents?: [string, string];
  /** Send every game's replay back (--replays); a failed game's always comes back. */
  replays: boolean;
  from: number;
  to: number;
}

/** What a worker returns for a batch: the games in order, and which worker thread played them. */
export interface BatchResult {
  worker: string;
  games: PlayedGame[];
}

/** A batch's result as read back from Redis; undefined when it is not one. */
export function asBatchResult(v: unknown): BatchResult | undefined {
  const r = v as Partial<BatchResult> | null;
  if (typeof r !== 'object' || r === null || typeof r.worker !== 'string' || !Array.isArray(r.games)) return undefined;
  return r as BatchResult;
}

/** Run ids name jobs (`RUN.FROM`) and a Redis key: letters, digits, `_`, `.` and `-` only. */
export const RUN_ID = /^[\w.-]{1,64}$/;

/** How long finished batches are kept in Redis, so that a run can be resumed (seconds: 30 days). */
export const KEEP_SECONDS = 30 * 24 * 3600;

/** The connection options a `redis://[USER:PASSWORD@]HOST[:PORT][/DB]` (or `rediss://`) URL names. */
export function redisOptions(url: string): RedisOptions {
  const usage = `--queue ${url}: expected redis://HOST[:PORT][/DB] (or rediss:// for TLS)`;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new CliError(usage);
  }
  if ((u.protocol !== 'redis:' && u.protocol !== 'rediss:') || u.hostname === '') throw new CliError(usage);
  const db = u.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d+$/.test(db)) throw new CliError(`${usage}; "${db}" is not a database number`);
  if (u.search !== '' || u.hash !== '') throw new CliError(usage);
  const opts: RedisOptions = {
    // An IPv6 host comes bracketed in a URL, not in a socket address.
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: u.port === '' ? 6379 : Number(u.port),
  };
  if (u.username !== '') opts.username = decodeURIComponent(u.username);
  if (u.password !== '') opts.password = decodeURIComponent(u.password);
  if (db !== '') opts.db = Number(db);
  if (u.protocol === 'rediss:') opts.tls = {};
  return opts;
}

/** The URL as messages show it: without the password. */
export function shownUrl(opts: RedisOptions): string {
  const host = opts.host?.includes(':') ? `[${opts.host}]` : opts.host;
  return `${opts.tls ? 'rediss' : 'redis'}://${host}:${opts.port}${opts.db ? `/${opts.db}` : ''}`;
}

/**
 * Connect once, without retrying, and PING: a Redis that is not there is one clear line, where the clients BullMQ
 * makes would retry for ever.
 */
export async function checkRedis(opts: RedisOptions): Promise<void> {
  const client = new Redis({
    ...opts,
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // The socket's error (ECONNREFUSED, ENOTFOUND, …) says more than the rejected promise's "Connection is closed".
  let cause: unknown;
  client.on('error', (e) => (cause ??= e));
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    throw new CliError(`cannot reach Redis at ${shownUrl(opts)}: ${firstLine(cause ?? e)}`);
  } finally {
    client.disconnect();
  }
}

/** A client for the coordinator's own keys (a run's options), retrying as BullMQ's do. */
export function redisClient(opts: RedisOptions): Redis {
  return new Redis({ ...opts, maxRetriesPerRequest: null });
}

/** The first line of an error, for messages. */
export const firstLine = (e: unknown): string => (e instanceof Error ? e.message.split('\n')[0]! : String(e));
