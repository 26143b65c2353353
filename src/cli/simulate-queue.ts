/**
 * simulate --queue redis://HOST:PORT: the coordinator. It puts the run's games on the BullMQ queue in batches of
 * consecutive indices (one job per batch, named RUN.FROM), `arbiter worker`s anywhere play them (worker.ts) and the
 * games come back per batch. Game i depends only on the run's seed and i, so which worker plays it changes nothing:
 * the caller keeps and counts them in game order, as a local run does.
 *
 * Resuming: the run's options are stored under its id, and finished batches stay in Redis (KEEP_SECONDS). The same
 * command with the same --run-id adds only the batches the queue does not hold (adding a job id that exists is a no-op
 * in BullMQ), takes the finished ones' results from Redis, retries the failed ones and waits for the rest.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import type { RedisOptions } from 'bullmq';
import { CliError } from './io.ts';
import {
  asBatchResult,
  checkRedis,
  firstLine,
  KEEP_SECONDS,
  QUEUE_NAME,
  redisClient,
  redisOptions,
  RUN_ID,
  shownUrl,
  type BatchJob,
  type BatchResult,
} from './queue.ts';
import type { PlayedGame } from './simulate.ts';

export interface QueueRunOptions {
  /** The Redis URL (--queue). */
  url: string;
  /** --run-id: resume (or start) the run of this name; a fresh name is made up without it. */
  runId?: string;
  /** Games per batch (--batch). */
  batch?: number;
}

/** Enough batches for many workers, few enough that a batch is worth a job: 1 to 50 games, about 100 batches. */
export function queueBatchSize(games: number): number {
  return Math.max(1, Math.min(50, Math.ceil(games / 100)));
}

/** The run's options, as stored under its id: a resumed run must be the same run. */
function fingerprint(job: Omit<BatchJob, 'run' | 'from' | 'to'>, games: number, batch: number): string {
  const text = JSON.stringify([job.game, job.config, job.seed, job.agents ?? null, job.replays, games, batch]);
  return createHash('sha256').update(text).digest('hex');
}

/** A run checked and registered in Redis, ready to be played (openQueueRun). */
export interface QueueRun {
  connection: RedisOptions;
  run: string;
  /** Games per batch. */
  size: number;
  /** The run was started before (its id was known): finished batches are not played again. */
  resumed: boolean;
  /** The line saying where the run is played and how to resume it. */
  line: string;
}

/**
 * Check the URL and run id, reach Redis, and store the run's options under its id (a resumed run must be the same
 * run, or its batches would mix two runs). Throws CliError, changing nothing, when any of that fails.
 */
export async function openQueueRun(
  q: QueueRunOptions,
  job: Omit<BatchJob, 'run' | 'from' | 'to'>,
  games: number,
): Promise<QueueRun> {
  const connection = redisOptions(q.url);
  if (q.runId !== undefined && !RUN_ID.test(q.runId))
    throw new CliError(`--run-id ${q.runId}: use 1 to 64 letters, digits, "_", "." or "-"`);
  await checkRedis(connection);
  const run = q.runId ?? `run-${randomUUID().slice(0, 8)}`;
  const size = q.batch ?? queueBatchSize(games);
  const store = redisClient(connection);
  store.on('error', () => {});
  let resumed: boolean;
  try {
    const key = `arbiter:run:${run}`;
    const mine = fingerprint(job, games, size);
    resumed = (await store.set(key, mine, 'EX', KEEP_SECONDS, 'NX')) === null;
    if (resumed && (await store.get(key)) !== mine)
      throw new CliError(
        `run "${run}" was started with other options (game, decks, rules, agents, seed, --games, --batch or --replays); give another --run-id`,
      );
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`Redis at ${shownUrl(connection)}: ${firstLine(e)}`);
  } finally {
    store.disconnect();
  }
  const line = `queue ${shownUrl(connection)}: run ${run}, batches of ${size} game${size === 1 ? '' : 's'} (resume with --run-id ${run})`;
  return { connection, run, size, resumed, line };
}

/**
 * Play the `games` games of an opened run through the queue; `take` gets every game once, in any order. Resolves with
 * the number of worker threads that played them.
 */
export async function playOnQueue(
  opened: QueueRun,
  job: Omit<BatchJob, 'run' | 'from' | 'to'>,
  games: number,
  take: (g: PlayedGame) => void,
): Promise<number> {
  const { connection, run, size, resumed } = opened;
  const batches: { id: string; from: number; to: number }[] = [];
  for (let from = 0; from < games; from += size)
    batches.push({ id: `${run}.${from}`, from, to: Math.min(games, from + size) });
  const left = new Map(batches.map((b) => [b.id, b]));
  const workers = new Set<string>();

  const queue = new Queue(QUEUE_NAME, { connection });
  // Events are read from the queue's event stream as it stands now, so that no batch finishing before the listener
  // is in place goes unheard.
  const store = redisClient(connection);
  store.on('error', () => {});
  let lastEventId: string;
  try {
    const last = await store.xrevrange(queue.keys.events!, '+', '-', 'COUNT', 1);
    lastEventId = last[0]?.[0] ?? '0';
  } catch (e) {
    await queue.close();
    throw new CliError(`Redis at ${shownUrl(connection)}: ${firstLine(e)}; resume with --run-id ${run}`);
  } finally {
    store.disconnect();
  }
  const events = new QueueEvents(QUEUE_NAME, { connection, lastEventId });
  let onSignal = (): void => {};
  try {
    return await new Promise<number>((resolve, reject) => {
      let settled = false;
      const stop = (e: unknown): void => {
        if (settled) return;
        settled = true;
        reject(e);
      };
      // What comes from BullMQ or Redis: the run can be resumed once it works again.
      const fail = (e: unknown): void =>
        stop(
          e instanceof CliError
            ? e
            : new CliError(`Redis at ${shownUrl(connection)}: ${firstLine(e)}; resume with --run-id ${run}`),
        );
      const accept = (id: string, result: BatchResult | undefined): void => {
        if (settled || !left.has(id) || result === undefined) return;
        left.delete(id);
        workers.add(result.worker);
        try {
          for (const g of result.games) take(g);
        } catch (e) {
          // Keeping a game failed here (a replay file that cannot be written): said as it is.
          stop(e);
          return;
        }
        if (left.size === 0) {
          settled = true;
          resolve(workers.size);
        }
      };
      const finished = async (id: string): Promise<void> => {
        const j = await queue.getJob(id);
        if (j !== undefined) accept(id, asBatchResult(j.returnvalue));
      };
      const failed = async (id: string, reason: string): Promise<void> => {
        const j = await queue.getJob(id);
        // A batch whose worker died is given to another worker: only a batch that failed for good stops the run.
        if (j === undefined || (await j.getState()) !== 'failed') return;
        const b = left.get(id)!;
        fail(
          new CliError(
            `games ${b.from}–${b.to - 1} of run ${run} failed on a worker: ${reason}; resume with --run-id ${run} once fixed`,
          ),
        );
      };
      queue.on('error', fail);
      events.on('error', fail);
      events.on('completed', ({ jobId }) => {
        if (left.has(jobId)) finished(jobId).catch(fail);
      });
      events.on('failed', ({ jobId, failedReason }) => {
        if (left.has(jobId)) failed(jobId, failedReason).catch(fail);
      });
      const start = async (): Promise<void> => {
        await events.waitUntilReady();
        const keep = { age: KEEP_SECONDS };
        // In slices, so that a run of a million games is not one request of tens of megabytes.
        for (let k = 0; k < batches.length && !settled; k += 1000) {
          await queue.addBulk(
            batches.slice(k, k + 1000).map((b) => ({
              name: 'batch',
              data: { ...job, run, from: b.from, to: b.to } satisfies BatchJob,
              opts: { jobId: b.id, removeOnComplete: keep, removeOnFail: keep },
            })),
          );
        }
        if (!resumed) return;
        // A resumed run: batches finished before are taken from Redis, failed ones tried again.
        for (const b of batches) {
          const j = await queue.getJob(b.id);
          if (j === undefined || settled) continue;
          const state = await j.getState();
          if (state === 'completed') accept(b.id, asBatchResult(j.returnvalue));
          else if (state === 'failed') await j.retry('failed');
        }
      };
      // Ctrl-C: the workers go on with the run's batches, whose results Redis keeps for the resumed run.
      onSignal = (): void => stop(new CliError(`interrupted; resume with --run-id ${run}`));
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      start().catch(fail);
    });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await events.close();
    await queue.close();
  }
}
