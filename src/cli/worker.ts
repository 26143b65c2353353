/**
 * `arbiter worker --queue redis://HOST:PORT`: takes batches of games from the BullMQ queue that `simulate --queue`
 * fills (simulate-queue.ts), plays them with simulate's own per-game code and returns them. Any number of workers, on
 * any machines, may serve one queue. The games run on worker threads (simulate-worker.ts), so this thread stays free
 * to renew BullMQ's lock on the batch however long a game takes. SIGINT or SIGTERM stops taking batches and exits
 * once the current ones are done; a second signal ends the process at once (the batch is not marked failed: it goes
 * back to the queue when its lock lapses, for another worker to play).
 */
import { hostname } from 'node:os';
import type { Worker as Thread } from 'node:worker_threads';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { AgentSpecError, parseAgentSpec } from '../core/agent-spec.ts';
import type { ModuleSource } from '../games.ts';
import { println, type Io } from './io.ts';
import { checkRedis, firstLine, QUEUE_NAME, redisOptions, shownUrl, type BatchJob, type BatchResult } from './queue.ts';
import type { ModuleRegistry } from './registry.ts';
import { startGameThread, type BatchMessage, type PlayedMessage } from './simulate-pool.ts';
import type { PlayedGame } from './simulate.ts';

export interface WorkerOptions {
  queue: string;
  /** Batches played at once, each on its own thread (default 1). */
  threads?: number;
}

/** A game thread kept for the batches of one run (loading a game module costs about a second). */
class GameThread {
  private thread: Thread | null = null;
  private run = '';

  constructor(readonly name: string) {}

  play(source: ModuleSource, job: BatchJob): Promise<PlayedGame[]> {
    const run = `${job.game}\n${job.run}`;
    if (this.thread === null || run !== this.run) {
      void this.thread?.terminate();
      this.thread = startGameThread({
        source,
        config: job.config,
        seed: job.seed,
        ...(job.agents !== undefined ? { agents: job.agents } : {}),
        collect: { replays: job.replays },
      });
      this.run = run;
    }
    const thread = this.thread;
    return new Promise<PlayedGame[]>((resolve, reject) => {
      const off = (): void => {
        thread.off('message', onMessage);
        thread.off('error', onError);
        thread.off('exit', onExit);
      };
      const onMessage = (m: PlayedMessage): void => {
        off();
        resolve(m.played);
      };
      const onError = (e: Error): void => {
        off();
        this.thread = null;
        reject(new Error(`the game thread failed: ${e.name}: ${firstLine(e)}`));
      };
      const onExit = (code: number): void => {
        off();
        this.thread = null;
        reject(new Error(`the game thread stopped (exit code ${code})`));
      };
      thread.on('message', onMessage);
      thread.on('error', onError);
      thread.on('exit', onExit);
      const msg: BatchMessage = { from: job.from, to: job.to };
      thread.postMessage(msg);
    });
  }

  async stop(): Promise<void> {
    const t = this.thread;
    this.thread = null;
    await t?.terminate();
  }
}

/** A job's data as read back from Redis: what is not a batch of this program fails the job with the reason. */
function checkJob(data: unknown): BatchJob {
  const d = data as Partial<BatchJob> | null;
  const int = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
  if (
    typeof d !== 'object' ||
    d === null ||
    typeof d.run !== 'string' ||
    typeof d.game !== 'string' ||
    typeof d.seed !== 'string' ||
    typeof d.replays !== 'boolean' ||
    !int(d.from) ||
    !int(d.to) ||
    d.to <= d.from
  )
    throw new UnrecoverableError('not a batch of games from arbiter simulate --queue');
  if (d.agents !== undefined) {
    if (!Array.isArray(d.agents) || d.agents.length !== 2 || !d.agents.every((a) => typeof a === 'string'))
      throw new UnrecoverableError('the batch names its agents wrongly');
    try {
      for (const a of d.agents) parseAgentSpec(a);
    } catch (e) {
      if (e instanceof AgentSpecError) throw new UnrecoverableError(e.message);
      throw e;
    }
  }
  return d as BatchJob;
}

export async function workerCommand(opts: WorkerOptions, registry: ModuleRegistry, io: Io): Promise<number> {
  const connection = redisOptions(opts.queue);
  await checkRedis(connection);
  const where = shownUrl(connection);
  const slots = opts.threads ?? 1;
  const me = `${hostname()}:${process.pid}`;
  const threads = Array.from({ length: slots }, (_v, k) => new GameThread(`${me}/${k}`));
  const free = threads.slice();

  const playBatch = async (job: Job<BatchJob, BatchResult>): Promise<BatchResult> => {
    const data = checkJob(job.data);
    if (!registry.ids().includes(data.game))
      throw new UnrecoverableError(`this worker has no game "${data.game}" (known: ${registry.ids().join(', ')})`);
    const source = registry.source?.(data.game);
    if (source === undefined)
      throw new UnrecoverableError(`the game "${data.game}" cannot be loaded in a worker thread`);
    // BullMQ runs at most `slots` jobs at once, so a thread is free.
    const thread = free.pop()!;
    try {
      const games = await thread.play(source, data);
      println(io.stdout, `run ${data.run}: games ${data.from}–${data.to - 1} played`);
      return { worker: thread.name, games };
    } finally {
      free.push(thread);
    }
  };
  const worker = new Worker<BatchJob, BatchResult>(QUEUE_NAME, playBatch, {
    connection,
    concurrency: slots,
    // A worker that died mid-batch has its batch played again by another; a batch that kills every worker fails.
    maxStalledCount: 3,
  });
  // Redis going away is reported, at most once every 10 s, while BullMQ reconnects.
  let lastError = 0;
  worker.on('error', (e) => {
    const now = Date.now();
    if (now - lastError < 10_000) return;
    lastError = now;
    println(io.stderr, `arbiter: worker: ${firstLine(e)} (retrying)`);
  });
  worker.on('failed', (job, e) => {
    if (job)
      println(
        io.stderr,
        `arbiter: run ${job.data.run}: games ${job.data.from}–${job.data.to - 1} failed: ${e.message}`,
      );
  });

  let signals = 0;
  let stopHandlers = (): void => {};
  const stopped = new Promise<void>((resolve) => {
    const onSignal = (): void => {
      signals++;
      if (signals === 1) {
        println(io.stdout, 'stopping after the current batch (signal again to stop now)');
        resolve();
      } else {
        // At once: the batch is not failed, its lock lapses and BullMQ gives it to another worker.
        println(
          io.stderr,
          'arbiter: worker stopped during a batch; the batch goes back to the queue when its lock lapses',
        );
        process.exit(130);
      }
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    stopHandlers = (): void => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    };
  });
  try {
    await worker.waitUntilReady();
    println(io.stdout, `arbiter worker ${me}: playing batches from ${where} on ${slots} thread(s); Ctrl-C stops`);
    await stopped;
    await worker.close();
  } finally {
    await Promise.all(threads.map((t) => t.stop()));
    stopHandlers();
  }
  println(io.stdout, 'stopped');
  return 0;
}
