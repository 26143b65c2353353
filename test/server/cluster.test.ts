/**
 * Scale-out (issue 10, src/server/cluster.ts): servers sharing a Redis serve the same rooms. A player connected to
 * either reaches any match: a match created on one node is joined, played, watched and reconnected to from the other.
 * Against Debian's redis-server on a free loopback port, started and stopped here; first two servers in this process,
 * then two `arbiter serve --redis` processes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAnswer } from '../../src/core/agents.ts';
import { seedRng } from '../../src/core/rng.ts';
import { MemoryStore } from '../../src/server/memory-store.ts';
import { startServer, type ArbiterServer } from '../../src/server/server.ts';
import { playToEnd, TestClient, type ErrorMessage, type Joined, type Update } from './client.ts';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const FAST = { burst: 10_000, perSecond: 10_000 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a !== null ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Resolves with the process's output once `pattern` appears in it. */
function waitFor(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}: ${out}`)), timeoutMs);
    const on = (d: Buffer): void => {
      out += d.toString();
      if (pattern.test(out)) {
        clearTimeout(timer);
        resolve(out);
      }
    };
    child.stdout?.on('data', on);
    child.stderr?.on('data', on);
    child.once('exit', (code) => reject(new Error(`exited (${code}) before ${pattern}: ${out}`)));
  });
}

async function onPostgres<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

/** The rows once there are some (the store writes after the last update is sent). */
async function waitForRows(read: () => Promise<Record<string, unknown>[]>): Promise<Record<string, unknown>[]> {
  for (let i = 0; ; i++) {
    const rows = await read();
    if (rows.length > 0 || i >= 50) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** playToEnd at a person's pace: 40 ms before each answer. */
async function playPaced(client: TestClient, matchId: string, seed: string): Promise<Update> {
  const rng = seedRng(seed);
  for (;;) {
    const m = await client.next((x) => x.t === 'update' || x.t === 'error');
    if (m.t === 'error') throw new Error(`match ${matchId}: ${m.code}: ${m.message}`);
    const u = m as Update;
    if (u.matchId !== matchId) continue;
    if (u.result !== null) return u;
    if (!u.decision) continue;
    await new Promise((r) => setTimeout(r, 40));
    client.send({ t: 'respond', matchId, seq: u.seq, answer: randomAnswer(rng, u.decision) });
  }
}

if (!hasRedis) {
  describe('scale-out', () => {
    it.skip('skipped: redis-server is not installed (apt-get install redis-server; .ci/run installs it)', () => {});
  });
}

describe.skipIf(!hasRedis)('scale-out: servers sharing a Redis serve the same rooms', () => {
  let redis: ChildProcess;
  let redisUrl = '';
  let dir = '';
  const clients: TestClient[] = [];
  const connect = async (url: string): Promise<TestClient> => {
    const c = await TestClient.connect(url);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    const port = await freePort();
    redisUrl = `redis://127.0.0.1:${port}`;
    dir = mkdtempSync(join(tmpdir(), 'arbiter-cluster-'));
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await waitFor(redis, /Ready to accept connections/);
  });

  afterAll(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    redis.kill('SIGTERM');
    await new Promise((r) => redis.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  });

  describe('two servers in one process', () => {
    let one: ArbiterServer;
    let two: ArbiterServer;
    beforeAll(async () => {
      // One store, as PostgreSQL would be for processes on several machines.
      const store = new MemoryStore();
      const opts = { port: 0, store, staticDir: null, rateLimit: FAST, log: () => {}, redisUrl };
      one = await startServer(opts);
      two = await startServer(opts);
    });
    afterAll(async () => {
      await Promise.all(clients.splice(0).map((c) => c.close()));
      await one.close();
      await two.close();
    });

    it('a match created on one is joined, watched and played to its end from the other', async () => {
      const a = await connect(one.url);
      const b = await connect(two.url);
      const watcher = await connect(two.url);
      a.send({
        t: 'create',
        game: 'optcg',
        decks: [{ bundled: 'st01' }, { bundled: 'st02' }],
        seats: [{ kind: 'human' }, { kind: 'human' }],
        seed: 'cluster',
      });
      const created = await a.next<Joined>((m) => m.t === 'joined');
      const id = created.matchId;
      b.send({ t: 'join', matchId: id });
      const joined = await b.next<Joined>((m) => m.t === 'joined');
      expect(joined).toMatchObject({ matchId: id, seat: 1, game: 'optcg' });
      watcher.send({ t: 'spectate', matchId: id });
      expect(await watcher.next<Joined>((m) => m.t === 'joined')).toMatchObject({ matchId: id, seat: null });
      // The match runs on the first server only.
      expect(one.match(id)).toBeDefined();
      expect(two.match(id)).toBeUndefined();
      const [endA, endB] = await Promise.all([playToEnd(a, id, 'a'), playToEnd(b, id, 'b')]);
      expect(endA.result).not.toBeNull();
      expect(endB.result).toEqual(endA.result);
      expect(endB.seq).toBe(endA.seq);
      const seen = watcher.frames.filter((m): m is Update => m.t === 'update' && m.matchId === id);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((u) => u.decision === null)).toBe(true);
    });

    it('a socket that leaves on one server takes its seat back through the other with its token', async () => {
      const a = await connect(one.url);
      a.send({
        t: 'create',
        game: 'ygo',
        decks: [{ bundled: 'classic' }, { bundled: 'classic' }],
        seats: [{ kind: 'ai', agent: 'random' }, { kind: 'human' }],
        seed: 'cluster-reconnect',
      });
      const created = await a.next<Joined>((m) => m.t === 'joined');
      expect(created.seat).toBe(1);
      await a.update(created.matchId);
      await a.close();
      const back = await connect(two.url);
      back.send({ t: 'reconnect', matchId: created.matchId, token: created.token });
      const again = await back.next<Joined>((m) => m.t === 'joined');
      expect(again.seat).toBe(1);
      expect(again.token).not.toBe(created.token);
      const last = await playToEnd(back, created.matchId, 'back');
      expect(last.result).not.toBeNull();
      // The old token was used up.
      const late = await connect(two.url);
      late.send({ t: 'reconnect', matchId: created.matchId, token: created.token });
      expect((await late.error()).code).toBe('BAD_TOKEN');
    });

    it('a match no server runs is refused from either', async () => {
      const c = await connect(two.url);
      c.send({ t: 'join', matchId: 'no-such-match' });
      const e = await c.next<ErrorMessage>((m) => m.t === 'error');
      expect(e).toMatchObject({ code: 'UNKNOWN_MATCH', matchId: 'no-such-match' });
    });
  });

  // With TEST_DATABASE_URL (.ci/run) the two processes also share one PostgreSQL database, as they would in production.
  const adminUrl = process.env['TEST_DATABASE_URL'];
  const sharing = adminUrl === undefined ? 'their own stores' : 'one PostgreSQL database';
  it(`two \`arbiter serve --redis\` processes (${sharing}): a player on each plays one whole match`, async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const procs: ChildProcess[] = [];
    let database: { url: string; name: string } | null = null;
    if (adminUrl !== undefined) {
      const name = `arbiter_cluster_${process.pid}_${Date.now()}`;
      await onPostgres(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      database = { url: u.toString(), name };
    }
    try {
      const urls: string[] = [];
      for (let k = 0; k < 2; k++) {
        const env: NodeJS.ProcessEnv = { ...process.env };
        if (database) env['DATABASE_URL'] = database.url;
        else delete env['DATABASE_URL'];
        const args = ['bin/arbiter.js', 'serve', '--port', '0', '--redis', redisUrl];
        // Without PostgreSQL each process keeps its matches in a data directory of its own.
        if (!database) args.push('--data', join(dir, `node-${k}`));
        const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
        procs.push(child);
        const out = await waitFor(child, /serving on (http:\/\/\S+)/);
        urls.push(/serving on (http:\/\/\S+)/.exec(out)![1]!);
      }
      const a = await connect(urls[0]!);
      const b = await connect(urls[1]!);
      a.send({
        t: 'create',
        game: 'optcg',
        decks: [{ bundled: 'st03' }, { bundled: 'st04' }],
        seats: [{ kind: 'human' }, { kind: 'human' }],
        seed: 'two-processes',
      });
      const created = await a.next<Joined>((m) => m.t === 'joined');
      b.send({ t: 'join', matchId: created.matchId });
      expect((await b.next<Joined>((m) => m.t === 'joined')).seat).toBe(1);
      // `arbiter serve` keeps its default rate limit (30 messages a second per socket): the players take their time.
      const [endA, endB] = await Promise.all([
        playPaced(a, created.matchId, 'pa'),
        playPaced(b, created.matchId, 'pb'),
      ]);
      expect(endA.result).not.toBeNull();
      expect(endB.result).toEqual(endA.result);
      if (database) {
        // The finished match is in the shared database once, with its replay, whichever process ran it.
        const url = database.url;
        const rows = await waitForRows(() =>
          onPostgres(url, async (c) => (await c.query('SELECT id FROM finished_matches')).rows),
        );
        expect(rows.map((r) => r['id'])).toContain(created.matchId);
        // Either process serves it from the shared store.
        for (const u of urls) {
          const res = await fetch(`${u}/api/matches/${created.matchId}`);
          expect(res.status).toBe(200);
        }
      }
    } finally {
      for (const p of procs) p.kill('SIGTERM');
      await Promise.all(procs.map((p) => (p.exitCode === null ? new Promise((r) => p.once('exit', r)) : null)));
      if (database && adminUrl !== undefined) {
        const name = database.name;
        await onPostgres(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    }
  }, 120_000);
});
