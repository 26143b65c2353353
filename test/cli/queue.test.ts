/**
 * simulate --queue and arbiter worker, against a real redis-server on loopback: a coordinator and two worker
 * processes give the local run's summary, failed games' replays and replay files; a resumed run plays only the
 * batches Redis does not hold; bad URLs and a Redis that is not there are one line; workers stop on SIGTERM.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { QUEUE_NAME } from '../../src/cli/queue.ts';
import { queueTestRegistry } from '../support/queue-cli.ts';
import { cli, oneErrorLine, tempDir } from './run-cli.ts';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const ENTRY = fileURLToPath(new URL('../support/queue-cli.mjs', import.meta.url));

/** A port nothing listens on (yet): the kernel's pick for a listener closed at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A child process whose output is kept, with a way to wait for a line. */
class Proc {
  out = '';
  err = '';
  readonly exited: Promise<number | null>;
  constructor(readonly child: ChildProcess) {
    child.stdout?.on('data', (d: Buffer) => (this.out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.err += d.toString()));
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }
  async waitFor(re: RegExp, ms = 60_000): Promise<void> {
    const until = Date.now() + ms;
    while (!re.test(this.out)) {
      if (Date.now() > until || this.child.exitCode !== null)
        throw new Error(`no ${re} from the process; stdout:\n${this.out}\nstderr:\n${this.err}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const arbiter = (args: string[], cwd?: string): Proc =>
  new Proc(spawn(process.execPath, [ENTRY, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] }));

/** The output without its timing lines, thread count and queue line. */
const untimed = (out: string): string => out.replace(/^(threads: \d+|.* (games|decisions)\/s|queue redis:.*)\n/gm, '');

/** The batches a worker log says were played, as `RUN:FROM`. */
const played = (log: string, run?: string): string[] =>
  [...log.matchAll(/^run (\S+): games (\d+)–\d+ played$/gm)]
    .filter((m) => !run || m[1] === run)
    .map((m) => `${m[1]}:${m[2]}`);

const files = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );

// Without the binary the suite is skipped, and this skipped test says why.
if (!hasRedis)
  it.skip('skipped: redis-server is not installed (apt-get install redis-server; .ci/run installs it)', () => {});

describe.skipIf(!hasRedis)('simulate --queue and arbiter worker (redis-server on loopback)', () => {
  let redis: Proc;
  let url = '';
  const workers: Proc[] = [];
  const run = (argv: string[]) => cli(argv, '', { registry: queueTestRegistry });
  const logs = (): string => workers.map((w) => w.out).join('');

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    const dir = tempDir();
    redis = new Proc(
      spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      ),
    );
    await redis.waitFor(/Ready to accept connections/);
    for (let k = 0; k < 2; k++) workers.push(arbiter(['worker', '--queue', url]));
    await Promise.all(workers.map((w) => w.waitFor(/playing batches from redis:/)));
  });

  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    redis?.child.kill('SIGTERM');
    await redis?.exited;
  });

  it('gives the summary and replay files of a local run, the games played by both worker processes', async () => {
    const a = join(tempDir(), 'r'),
      b = join(tempDir(), 'r');
    const args = ['toy', 'simulate', '--games', '60', '--seed', 'q'];
    const local = await run([...args, '--workers', '1', '--replays', a]);
    const queued = await run([...args, '--queue', url, '--batch', '5', '--run-id', 'same', '--replays', b]);
    expect(queued.err).toBe('');
    expect(queued.code).toBe(0);
    expect(queued.out).toMatch(
      /^queue redis:\/\/127\.0\.0\.1:\d+: run same, batches of 5 games \(resume with --run-id same\)$/m,
    );
    expect(untimed(queued.out)).toBe(untimed(local.out));
    expect(queued.out).toMatch(/^player 0 wins: \d+/m);
    expect(files(b)).toEqual(files(a));
    expect(Object.keys(files(b))).toHaveLength(60);
    // Every batch was played once, by one worker or the other; `threads` counts the workers that played.
    const batches = played(logs(), 'same');
    expect(batches.sort()).toEqual(Array.from({ length: 12 }, (_v, k) => `same:${k * 5}`).sort());
    const busy = workers.filter((w) => played(w.out, 'same').length > 0).length;
    expect(queued.out).toMatch(new RegExp(`^threads: ${busy}$`, 'm'));
  });

  it('gives the same agents the same seats as a local run (ONE PIECE, heuristic vs random)', async () => {
    const args = ['optcg', 'simulate', '--games', '6', '--seed', 'h', '--agent0', 'heuristic', '--agent1', 'random'];
    const local = await run([...args, '--workers', '1']);
    const queued = await run([...args, '--queue', url, '--batch', '2']);
    expect(queued.err).toBe('');
    expect(untimed(queued.out)).toBe(untimed(local.out));
    expect(queued.out).toMatch(/^agent0 heuristic: \d+ wins of 6 /m);
  });

  it('collects failed games’ replays into arbiter-failures/ of the coordinator’s folder, as a local run does', async () => {
    const args = ['broken', 'simulate', '--games', '30', '--seed', 'f'];
    const here = tempDir(),
      there = tempDir();
    const local = arbiter([...args, '--workers', '1'], here);
    const queued = arbiter([...args, '--queue', url, '--batch', '4'], there);
    expect(await local.exited).toBe(1);
    expect(await queued.exited).toBe(1);
    const failed = local.err.split('\n').filter(Boolean);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThan(30);
    expect(failed[0]).toMatch(
      /^arbiter: game \d+ \(seed "f:\d+"\) failed: .*TypeError: boom; replay: arbiter-failures\/toy-f-\d+\.json$/,
    );
    expect(queued.err).toBe(local.err);
    expect(untimed(queued.out)).toBe(untimed(local.out));
    const kept = files(join(there, 'arbiter-failures'));
    expect(Object.keys(kept)).toHaveLength(failed.length);
    expect(kept).toEqual(files(join(here, 'arbiter-failures')));
  });

  it('resumes a run: the batches Redis holds are not played again, the others are', async () => {
    const args = [
      'toy',
      'simulate',
      '--games',
      '40',
      '--seed',
      'r',
      '--queue',
      url,
      '--batch',
      '5',
      '--run-id',
      'again',
    ];
    const first = await run(args);
    expect(first.code).toBe(0);
    expect(played(logs(), 'again')).toHaveLength(8);
    // Three batches are lost (as if the first run had stopped before they were played).
    const queue = new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port: Number(new URL(url).port) } });
    for (const from of [10, 20, 35]) expect(await queue.remove(`again.${from}`)).toBe(1);
    await queue.close();
    const second = await run(args);
    expect(second.err).toBe('');
    expect(untimed(second.out)).toBe(untimed(first.out));
    expect(played(logs(), 'again').sort()).toEqual(
      [0, 5, 10, 10, 15, 20, 20, 25, 30, 35, 35].map((f) => `again:${f}`).sort(),
    );
    // A run id already used for other options is refused, playing nothing.
    const other = await run([...args.slice(0, 5), 's', ...args.slice(6)]);
    expect(oneErrorLine(other)).toBe(
      'arbiter: run "again" was started with other options (game, decks, rules, agents, seed, --games, --batch or --replays); give another --run-id',
    );
  });

  it('stops with one line naming the batch when a worker cannot play it, and resuming tries it again', async () => {
    // The coordinator knows a game the workers do not.
    const registry = {
      ...queueTestRegistry,
      ids: () => [...queueTestRegistry.ids(), 'other'],
      load: () => queueTestRegistry.load('toy'),
    };
    const args = ['other', 'simulate', '--games', '2', '--batch', '1', '--queue', url, '--run-id', 'unknown'];
    const r = await cli(args, '', { registry });
    expect(r.code).toBe(1);
    expect(oneErrorLine(r)).toMatch(
      /^arbiter: games (0–0|1–1) of run unknown failed on a worker: this worker has no game "other" \(known: broken, toy, optcg, ygo\); resume with --run-id unknown once fixed$/,
    );
    const queue = new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port: Number(new URL(url).port) } });
    for (let k = 0; k < 200 && ((await queue.getJobCounts('failed')).failed ?? 0) < 2; k++)
      await new Promise((w) => setTimeout(w, 50));
    expect((await queue.getJobCounts('failed')).failed).toBe(2);
    // Resuming puts the failed batches back on the queue: they fail again, as nothing was fixed.
    const again = await cli(args, '', { registry });
    expect(oneErrorLine(again)).toMatch(
      /^arbiter: games \d–\d of run unknown failed on a worker: this worker has no game "other"/,
    );
    for (let k = 0; k < 200 && ((await queue.getJobCounts('failed')).failed ?? 0) < 2; k++)
      await new Promise((w) => setTimeout(w, 50));
    await queue.close();
  });

  it('says in one line what is wrong with a URL, a run id or a Redis that does not answer', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const cases: [string[], RegExp][] = [
      [
        ['toy', 'simulate', '--queue', 'http://127.0.0.1'],
        /^arbiter: --queue http:\/\/127\.0\.0\.1: expected redis:\/\/HOST/,
      ],
      [['toy', 'simulate', '--queue', 'redis://'], /^arbiter: --queue redis:\/\/: expected/],
      [['toy', 'simulate', '--queue', `${url}/x`], /"x" is not a database number$/],
      [['toy', 'simulate', '--queue', url, '--run-id', 'a:b'], /^arbiter: --run-id a:b: use 1 to 64 letters/],
      [['toy', 'simulate', '--run-id', 'a'], /^arbiter: --run-id goes with --queue$/],
      [['toy', 'simulate', '--queue', url, '--workers', '2'], /^arbiter: --workers does not go with --queue/],
      [
        ['toy', 'simulate', '--queue', closed],
        /^arbiter: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+: connect ECONNREFUSED/,
      ],
      [
        ['worker', '--queue', closed],
        /^arbiter: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+: connect ECONNREFUSED/,
      ],
      [['worker', '--queue', 'redis:x'], /^arbiter: --queue redis:x: expected/],
    ];
    for (const [argv, re] of cases) {
      const r = await run(argv);
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(oneErrorLine(r)).toMatch(re);
    }
  });

  it('stops its workers cleanly on SIGTERM, and the queue holds no batch of these runs still to play', async () => {
    const queue = new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port: Number(new URL(url).port) } });
    expect(await queue.getJobCounts('wait', 'active', 'delayed')).toEqual({ wait: 0, active: 0, delayed: 0 });
    await queue.close();
    for (const w of workers) w.child.kill('SIGTERM');
    for (const w of workers) {
      expect(await w.exited).toBe(0);
      expect(w.out).toMatch(/^stopping after the current batch .*\nstopped$/m);
      // The only complaints were about the game they do not have.
      for (const line of w.err.split('\n').filter(Boolean))
        expect(line).toMatch(/^arbiter: run unknown: games \d–\d failed: this worker has no game "other"/);
    }
  });
});
