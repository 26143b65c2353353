/**
 * A live match survives a server restart (issue 10): `arbiter serve --data DIR` runs as a child process on SQLite; a
 * person plays part of a ONE PIECE game against the AI over a socket; the process is killed outright (SIGKILL, no
 * chance to tidy up); a new process on the same data directory resumes the match from the stored config, seed and
 * answers; the person reconnects with their token, sees the very board they left, and finishes the game, which the
 * store then holds as finished with a replay that plays back verified.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { randomAnswer } from '../../src/core/agents.ts';
import type { AnyGame } from '../../src/core/game.ts';
import { playReplay } from '../../src/core/replay.ts';
import { seedRng, type RngState } from '../../src/core/rng.ts';
import { optcgModule } from '../../src/optcg/module.ts';
import { openStore, SQLITE_FILE } from '../../src/server/storage/open.ts';
import { TestClient, type ErrorMessage, type Joined, type Update } from './client.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-restart-'));
const children: ChildProcess[] = [];
const clients: TestClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** `arbiter serve` on a free loopback port and the data directory; resolves with its address once it listens. */
async function serve(): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env['DATABASE_URL'];
  delete env['PORT'];
  const child = spawn(process.execPath, ['bin/arbiter.js', 'serve', '--port', '0', '--data', dataDir], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr?.on('data', (d: Buffer) => (err += String(d)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out} ${err}`)), 60_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += String(d);
      const m = /serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening: ${out} ${err}`));
    });
  });
  return { child, url };
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/** Steps the server has committed for the match (read from the SQLite file behind its back). */
function storedSteps(matchId: string): number {
  const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
  try {
    const row = db.prepare('SELECT count(*) AS n FROM live_steps WHERE match_id = ?').get(matchId) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/**
 * Answer our decisions with seeded random answers until `stop` says so (or the game ends); paced under the server's
 * default rate limit (30 messages a second), since a CLI server runs with it.
 */
async function play(c: TestClient, matchId: string, rng: RngState, stop: (u: Update) => boolean): Promise<Update> {
  for (;;) {
    const m = await c.next((x) => (x.t === 'update' || x.t === 'error') && x.matchId === matchId);
    if (m.t === 'error') throw new Error(`match ${matchId}: ${m.code}: ${m.message}`);
    const u = m as Update;
    if (u.result !== null || stop(u)) return u;
    if (u.decision) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      c.send({ t: 'respond', matchId, seq: u.seq, answer: randomAnswer(rng, u.decision) });
    }
  }
}

describe('a live match survives a server restart', () => {
  it('SIGKILL mid-match, restart on the same data directory, reconnect with the token, finish the game', async () => {
    const first = await serve();
    const a = await TestClient.connect(first.url);
    clients.push(a);
    a.send({
      t: 'create',
      game: 'optcg',
      decks: [{ bundled: 'st01' }, { bundled: 'st02' }],
      seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }],
      seed: 'restart',
    });
    const joined = await a.next<Joined>((m) => m.t === 'joined');
    const matchId = joined.matchId;
    const rng = seedRng('restart-player');
    let answered = 0;
    const before = await play(a, matchId, rng, (u) => u.decision !== null && answered++ >= 12);
    expect(before.result).toBeNull();
    expect(before.decision?.player).toBe(0);
    // Every step so far is committed (update `seq` follows seq - 1 steps) before the process dies.
    const deadline = Date.now() + 20_000;
    while (storedSteps(matchId) < before.seq - 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(storedSteps(matchId)).toBe(before.seq - 1);
    expect(before.seq - 1).toBeGreaterThanOrEqual(12);

    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await serve();
    const b = await TestClient.connect(second.url);
    clients.push(b);
    b.send({ t: 'reconnect', matchId, token: joined.token });
    const back = await b.next<Joined>((m) => m.t === 'joined');
    expect(back.seat).toBe(0);
    expect(back.token).toBeDefined();
    expect(back.token).not.toBe(joined.token);
    const snapshot = await b.update(matchId);
    // The resumed match is the one left: the same update number, board and pending decision.
    expect(snapshot.seq).toBe(before.seq);
    expect(snapshot.view).toEqual(before.view);
    expect(snapshot.decision).toEqual(before.decision);

    // The token was single-use: the old one no longer takes the seat.
    const c = await TestClient.connect(second.url);
    clients.push(c);
    c.send({ t: 'reconnect', matchId, token: joined.token });
    expect((await c.next<ErrorMessage>((m) => m.t === 'error')).code).toBe('BAD_TOKEN');

    // Answer the pending decision of the snapshot, then play on to the end.
    b.send({ t: 'respond', matchId, seq: snapshot.seq, answer: randomAnswer(rng, snapshot.decision!) });
    const last = await play(b, matchId, rng, () => false);
    expect(last.result).not.toBeNull();

    // A clean stop (SIGTERM) waits for the store; then the store holds the match as finished, with every step.
    second.child.kill('SIGTERM');
    await exited(second.child);
    const store = await openStore({ dataDir });
    try {
      expect(await store.liveMatches()).toEqual([]);
      const record = await store.getFinishedMatch(matchId);
      expect(record?.result).toEqual(last.result);
      expect(record?.replay.steps).toHaveLength(last.seq - 1);
      const outcome = playReplay(optcgModule.game as unknown as AnyGame, record!.replay);
      expect(outcome.verified).toBe(true);
      expect(outcome.result).toEqual(last.result);
    } finally {
      await store.close();
    }
  });
});
