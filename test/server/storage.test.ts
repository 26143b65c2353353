/**
 * The match store (src/server/storage/) against SQLite, and against PostgreSQL when TEST_DATABASE_URL is set (.ci/run
 * starts a throwaway cluster on loopback and sets it). Each test gets a fresh database: a new temporary directory for
 * SQLite, a new database for PostgreSQL (dropped afterwards).
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/game.ts';
import { runMatch } from '../../src/core/match.ts';
import { RandomAgent } from '../../src/core/agents.ts';
import { StoreError, type StoreErrorCode } from '../../src/server/storage/errors.ts';
import type { KyselyMatchStore } from '../../src/server/storage/kysely-store.ts';
import { openStore, SQLITE_FILE, type OpenStoreOptions } from '../../src/server/storage/open.ts';
import type { FinishedMatchRecord, LiveMatchRecord, StoredDeck } from '../../src/server/store.ts';
import { toyGame, toyModule } from '../support/toy-game.ts';

/** One fresh database: open stores on it, and read or tamper with its rows behind the store's back. */
interface Place {
  open(options?: Omit<OpenStoreOptions, 'databaseUrl' | 'dataDir'>): Promise<KyselyMatchStore>;
  query(statement: string): Promise<Record<string, unknown>[]>;
}

interface Backend {
  /** Whether two stores may open the same database at the same moment in this process. */
  concurrentOpen: boolean;
  fresh(): Promise<Place>;
  cleanup(): Promise<void>;
}

function sqliteBackend(): Backend {
  const dirs: string[] = [];
  return {
    concurrentOpen: false,
    async fresh() {
      const dir = mkdtempSync(join(tmpdir(), 'arbiter-store-'));
      dirs.push(dir);
      return {
        open: (options) => openStore({ ...options, dataDir: dir }),
        async query(statement) {
          const db = new Database(join(dir, SQLITE_FILE));
          try {
            const st = db.prepare(statement);
            if (st.reader) return st.all() as Record<string, unknown>[];
            st.run();
            return [];
          } finally {
            db.close();
          }
        },
      };
    },
    async cleanup() {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresBackend(adminUrl: string): Backend {
  const databases: string[] = [];
  const admin = async <T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await f(client);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string): string => {
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    return u.toString();
  };
  return {
    concurrentOpen: true,
    async fresh() {
      const name = `arbiter_test_${process.pid}_${databases.length}_${Date.now()}`;
      await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
      databases.push(name);
      const url = urlOf(name);
      return {
        open: (options) => openStore({ ...options, databaseUrl: url }),
        query: (statement) => admin(url, async (c) => (await c.query(statement)).rows as Record<string, unknown>[]),
      };
    },
    async cleanup() {
      for (const name of databases) {
        await admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    },
  };
}

// Fixtures. -----------------------------------------------------------------------------------------------------------

const deck = (id: string, game: string, name: string, createdAt: string): StoredDeck => ({
  id,
  game,
  name,
  text: `#main\n${id}\n#extra\n!side\n`,
  createdAt,
});

const liveMatch = (id: string, createdAt: string): LiveMatchRecord => ({
  id,
  game: 'toy',
  rules: 'standard',
  config: {
    decks: [
      [1, 2, 3],
      [4, 5, 6],
    ],
    target: 25,
    note: 'nested "quotes" and ünïcode',
  },
  seed: `seed-${id}`,
  seats: [{ kind: 'human' }, { kind: 'ai', agent: 'search:200ms' }],
  clock: { initialMs: 60_000, incrementMs: 2_000 },
  tokenHashes: ['a'.repeat(64), null],
  steps: [],
  remainingMs: [60_000, 60_000],
  createdAt,
});

/** A finished match with a real replay (the toy game played to its end by two random agents). */
function finishedMatch(id: string, finishedAt: string): FinishedMatchRecord {
  const config = toyModule.configFor([toyModule.loadDeck('low'), toyModule.loadDeck('high')]);
  const out = runMatch(toyGame as unknown as AnyGame, config, id, [new RandomAgent('a'), new RandomAgent('b')]);
  return {
    id,
    game: 'toy',
    rules: null,
    seats: [{ kind: 'ai', agent: 'random' }, { kind: 'human' }],
    result: out.result,
    replay: out.replay,
    finishedAt,
  };
}

/** The StoreError `promise` rejects with, after checking its code and that it names `recordId`. */
async function refused(promise: Promise<unknown>, code: StoreErrorCode, recordId?: string): Promise<StoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreError);
  const e = error as StoreError;
  expect(e.code).toBe(code);
  if (recordId !== undefined) {
    expect(e.recordId).toBe(recordId);
    expect(e.message).toContain(recordId);
  }
  return e;
}

// The suite, once per backend. -----------------------------------------------------------------------------------------

function storeSuite(backend: Backend): void {
  afterAll(() => backend.cleanup());

  it('saves, replaces, gets and lists decks', async () => {
    const store = await (await backend.fresh()).open();
    await store.saveDeck(deck('d2', 'ygo', 'Blue-Eyes', '2026-01-02T00:00:00.000Z'));
    await store.saveDeck(deck('d1', 'ygo', 'Dragons', '2026-01-01T00:00:00.000Z'));
    await store.saveDeck(deck('d3', 'optcg', 'Red Zoro', '2026-01-03T00:00:00.000Z'));
    expect(await store.getDeck('d1')).toEqual(deck('d1', 'ygo', 'Dragons', '2026-01-01T00:00:00.000Z'));
    expect(await store.getDeck('nope')).toBeUndefined();
    expect((await store.listDecks()).map((d) => d.id)).toEqual(['d1', 'd2', 'd3']);
    expect((await store.listDecks('ygo')).map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(await store.listDecks('optcg')).toEqual([deck('d3', 'optcg', 'Red Zoro', '2026-01-03T00:00:00.000Z')]);

    // Saving under an existing id replaces that deck, and only that one.
    const edited = { ...deck('d1', 'ygo', 'Dragons v2', '2026-01-01T00:00:00.000Z'), text: '#main\n89631139\n' };
    await store.saveDeck(edited);
    expect(await store.getDeck('d1')).toEqual(edited);
    expect(await store.listDecks()).toHaveLength(3);
    await store.close();
  });

  it('round-trips a live match: steps in order, clocks of the last step, token hashes per seat', async () => {
    const store = await (await backend.fresh()).open();
    const m = liveMatch('m1', '2026-02-01T10:00:00.000Z');
    await store.createLiveMatch(m);
    expect(await store.getLiveMatch('m1')).toEqual(m);
    expect(await store.getLiveMatch('other')).toBeUndefined();

    await store.appendStep('m1', 0, { p: 0, a: [2] }, [58_000, 60_000]);
    await store.appendStep('m1', 1, { p: 1, a: [0, 3] }, [58_000, 59_000]);
    await store.appendStep('m1', 2, { p: 0, a: [] }, [57_000, 59_000]);
    await store.appendStep('m1', 3, { p: 1, a: [], surrender: true }, [57_000, 58_500]);
    await store.setTokenHash('m1', 1, 'b'.repeat(64));
    await store.setTokenHash('m1', 0, null);

    const back = await store.getLiveMatch('m1');
    expect(back).toEqual({
      ...m,
      steps: [
        { p: 0, a: [2] },
        { p: 1, a: [0, 3] },
        { p: 0, a: [] },
        { p: 1, a: [], surrender: true },
      ],
      remainingMs: [57_000, 58_500],
      tokenHashes: [null, 'b'.repeat(64)],
    });

    // Without a clock nothing is kept for it.
    await store.createLiveMatch({ ...liveMatch('m0', '2026-02-01T09:00:00.000Z'), clock: null, remainingMs: null });
    await store.appendStep('m0', 0, { p: 0, a: [1] }, null);
    expect(await store.getLiveMatch('m0')).toMatchObject({ clock: null, remainingMs: null, steps: [{ p: 0, a: [1] }] });

    // A match created with steps already played (more than one insert statement holds) keeps them all, in order.
    const played = Array.from({ length: 2_500 }, (_, i) => ({ p: (i % 2) as 0 | 1, a: [i % 7, i % 3] }));
    const long: LiveMatchRecord = {
      ...liveMatch('m2', '2026-02-01T12:00:00.000Z'),
      steps: played,
      remainingMs: [1_234, 5_678],
    };
    await store.createLiveMatch(long);
    expect(await store.getLiveMatch('m2')).toEqual(long);
    await store.appendStep('m2', 2_500, { p: 0, a: [] }, [1_000, 5_678]);
    expect((await store.getLiveMatch('m2'))?.steps).toHaveLength(2_501);

    // Oldest first, each with its own steps.
    const all = await store.liveMatches();
    expect(all.map((x) => [x.id, x.steps.length])).toEqual([
      ['m0', 1],
      ['m1', 4],
      ['m2', 2_501],
    ]);
    expect(all[1]).toEqual(back);
    await store.close();
  });

  it('refuses a step already stored at its index, a gap, and a match that is not live, changing nothing', async () => {
    const place = await backend.fresh();
    const store = await place.open();
    await store.createLiveMatch(liveMatch('m1', '2026-02-01T10:00:00.000Z'));
    await store.appendStep('m1', 0, { p: 0, a: [1] }, [59_000, 60_000]);
    await store.appendStep('m1', 1, { p: 1, a: [0] }, [59_000, 59_000]);

    const dup = await refused(store.appendStep('m1', 1, { p: 1, a: [7] }, [1, 1]), 'DUPLICATE_STEP', 'm1');
    expect(dup.message).toMatch(/already has a step 1/);
    await refused(store.appendStep('m1', 0, { p: 0, a: [7] }, [1, 1]), 'DUPLICATE_STEP', 'm1');
    await refused(store.appendStep('m1', 5, { p: 0, a: [7] }, [1, 1]), 'STEP_OUT_OF_ORDER', 'm1');
    await refused(store.appendStep('m1', -1, { p: 0, a: [7] }, [1, 1]), 'STEP_OUT_OF_ORDER', 'm1');
    await refused(store.appendStep('ghost', 0, { p: 0, a: [7] }, null), 'UNKNOWN_MATCH', 'ghost');
    await refused(store.appendStep('ghost', 3, { p: 0, a: [7] }, null), 'UNKNOWN_MATCH', 'ghost');
    await refused(store.setTokenHash('ghost', 0, 'c'.repeat(64)), 'UNKNOWN_MATCH', 'ghost');

    expect((await store.getLiveMatch('m1'))?.steps).toEqual([
      { p: 0, a: [1] },
      { p: 1, a: [0] },
    ]);
    expect((await store.getLiveMatch('m1'))?.remainingMs).toEqual([59_000, 59_000]);
    expect(await place.query(`SELECT match_id FROM live_steps WHERE match_id = 'ghost'`)).toEqual([]);

    // A second match under a live id is refused and the first is untouched.
    await refused(store.createLiveMatch(liveMatch('m1', '2030-01-01T00:00:00.000Z')), 'DUPLICATE_ID', 'm1');
    expect((await store.getLiveMatch('m1'))?.createdAt).toBe('2026-02-01T10:00:00.000Z');
    await store.close();
  });

  it('two writers racing for the same step index: exactly one step is stored, the other is refused', async () => {
    const place = await backend.fresh();
    // Two server processes on PostgreSQL; on SQLite, one store (one connection) with both writes in flight.
    const a = await place.open();
    const b = backend.concurrentOpen ? await place.open() : a;
    await a.createLiveMatch(liveMatch('m1', '2026-02-01T10:00:00.000Z'));
    for (let index = 0; index < 5; index++) {
      const outcomes = await Promise.allSettled([
        a.appendStep('m1', index, { p: 0, a: [index] }, null),
        b.appendStep('m1', index, { p: 1, a: [index + 100] }, null),
      ]);
      const refusals = outcomes.filter((o) => o.status === 'rejected');
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(refusals).toHaveLength(1);
      expect((refusals[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'DUPLICATE_STEP', recordId: 'm1' });
    }
    const steps = (await a.getLiveMatch('m1'))?.steps ?? [];
    expect(steps).toHaveLength(5);
    steps.forEach((s, i) =>
      expect([
        { p: 0, a: [i] },
        { p: 1, a: [i + 100] },
      ]).toContainEqual(s),
    );
    await a.close();
    if (b !== a) await b.close();
  });

  it('finishMatch moves a match from live to finished; finished matches list latest first', async () => {
    const place = await backend.fresh();
    const store = await place.open();
    await store.createLiveMatch(liveMatch('m1', '2026-02-01T10:00:00.000Z'));
    await store.appendStep('m1', 0, { p: 0, a: [1] }, null);
    await store.createLiveMatch(liveMatch('m2', '2026-02-01T11:00:00.000Z'));

    const f1 = finishedMatch('m1', '2026-02-01T12:00:00.000Z');
    await store.finishMatch(f1);
    expect(await store.getLiveMatch('m1')).toBeUndefined();
    expect((await store.liveMatches()).map((m) => m.id)).toEqual(['m2']);
    expect(await place.query(`SELECT idx FROM live_steps WHERE match_id = 'm1'`)).toEqual([]);
    expect(await store.getFinishedMatch('m1')).toEqual(f1);
    expect(await store.getFinishedMatch('m2')).toBeUndefined();

    const f2 = finishedMatch('m2', '2026-02-01T13:00:00.000Z');
    await store.finishMatch(f2);
    const f3 = { ...finishedMatch('m3', '2026-02-01T11:30:00.000Z'), result: null };
    await store.finishMatch(f3);
    expect(await store.listFinishedMatches(10)).toEqual([
      { id: 'm2', game: 'toy', rules: null, result: f2.result, finishedAt: f2.finishedAt },
      { id: 'm1', game: 'toy', rules: null, result: f1.result, finishedAt: f1.finishedAt },
      { id: 'm3', game: 'toy', rules: null, result: null, finishedAt: f3.finishedAt },
    ]);
    expect((await store.listFinishedMatches(1)).map((s) => s.id)).toEqual(['m2']);
    await refused(store.listFinishedMatches(0), 'BAD_INPUT');
    await refused(store.listFinishedMatches(1.5), 'BAD_INPUT');
    await store.close();
  });

  it('finishMatch is one transaction: when storing the finished match fails, the live match and its steps stay', async () => {
    const place = await backend.fresh();
    const store = await place.open();
    await store.finishMatch(finishedMatch('m1', '2026-02-01T12:00:00.000Z'));
    // A live match under the id of a finished one (a bug in the caller): finishing it must fail as a whole.
    await store.createLiveMatch(liveMatch('m1', '2026-02-02T10:00:00.000Z'));
    await store.appendStep('m1', 0, { p: 0, a: [3] }, [1_000, 2_000]);
    await store.appendStep('m1', 1, { p: 1, a: [4] }, [1_000, 1_500]);

    await refused(store.finishMatch(finishedMatch('m1', '2026-02-02T12:00:00.000Z')), 'DUPLICATE_ID', 'm1');
    expect(await store.getLiveMatch('m1')).toMatchObject({
      steps: [
        { p: 0, a: [3] },
        { p: 1, a: [4] },
      ],
      remainingMs: [1_000, 1_500],
    });
    expect((await store.getFinishedMatch('m1'))?.finishedAt).toBe('2026-02-01T12:00:00.000Z');
    await store.close();
  });

  it('migrations run once: a second store on the same database migrates nothing and shares the data', async () => {
    const place = await backend.fresh();
    // PostgreSQL: two servers starting together (the Migrator's advisory lock makes one wait). SQLite: one after the
    // other, since better-sqlite3 waits for a lock synchronously and two stores in one thread would wait on each other.
    const [a, b] = backend.concurrentOpen
      ? await Promise.all([place.open(), place.open()])
      : [await place.open(), await place.open()];
    await a.saveDeck(deck('d1', 'ygo', 'Dragons', '2026-01-01T00:00:00.000Z'));
    expect((await b.getDeck('d1'))?.name).toBe('Dragons');
    await a.close();
    await b.close();
    const c = await place.open();
    expect(await c.listDecks()).toHaveLength(1);
    await c.close();
    expect(await place.query('SELECT name FROM kysely_migration')).toEqual([{ name: '0001_initial' }]);
  });

  it('a store reopened on the same database keeps decks, live matches with their steps and finished matches', async () => {
    const place = await backend.fresh();
    const first = await place.open();
    const d = deck('d1', 'optcg', 'Red Zoro', '2026-01-01T00:00:00.000Z');
    const m = liveMatch('m1', '2026-02-01T10:00:00.000Z');
    const f = finishedMatch('m0', '2026-02-01T09:00:00.000Z');
    await first.saveDeck(d);
    await first.createLiveMatch(m);
    await first.appendStep('m1', 0, { p: 0, a: [1] }, [50_000, 60_000]);
    await first.setTokenHash('m1', 1, 'e'.repeat(64));
    await first.finishMatch(f);
    await first.close();

    const second = await place.open();
    expect(await second.listDecks()).toEqual([d]);
    expect(await second.liveMatches()).toEqual([
      { ...m, steps: [{ p: 0, a: [1] }], remainingMs: [50_000, 60_000], tokenHashes: ['a'.repeat(64), 'e'.repeat(64)] },
    ]);
    expect(await second.getFinishedMatch('m0')).toEqual(f);
    // The reopened store keeps appending where the first stopped.
    await refused(second.appendStep('m1', 0, { p: 1, a: [0] }, null), 'DUPLICATE_STEP', 'm1');
    await second.appendStep('m1', 1, { p: 1, a: [0] }, [50_000, 55_000]);
    expect((await second.getLiveMatch('m1'))?.steps).toHaveLength(2);
    await second.close();
  });

  it('a tampered row is a CORRUPT_RECORD error naming its match; listings skip and report it when asked to', async () => {
    const place = await backend.fresh();
    const setup = await place.open();
    await setup.createLiveMatch(liveMatch('good', '2026-02-01T10:00:00.000Z'));
    await setup.createLiveMatch(liveMatch('bad-seats', '2026-02-01T11:00:00.000Z'));
    await setup.createLiveMatch(liveMatch('bad-step', '2026-02-01T12:00:00.000Z'));
    await setup.createLiveMatch(liveMatch('gap', '2026-02-01T13:00:00.000Z'));
    for (const id of ['bad-step', 'gap']) {
      await setup.appendStep(id, 0, { p: 0, a: [1] }, null);
      await setup.appendStep(id, 1, { p: 1, a: [2] }, null);
    }
    await setup.finishMatch(finishedMatch('f-good', '2026-02-02T00:00:00.000Z'));
    await setup.finishMatch(finishedMatch('f-replay', '2026-02-03T00:00:00.000Z'));
    await setup.finishMatch(finishedMatch('f-result', '2026-02-04T00:00:00.000Z'));
    await setup.close();

    await place.query(`UPDATE live_matches SET seats = '[{"kind":"human"}' WHERE id = 'bad-seats'`);
    await place.query(`UPDATE live_steps SET answer = '[1,"x"]' WHERE match_id = 'bad-step' AND idx = 1`);
    await place.query(`DELETE FROM live_steps WHERE match_id = 'gap' AND idx = 0`);
    await place.query(`UPDATE finished_matches SET replay = '{"format":"nope"}' WHERE id = 'f-replay'`);
    await place.query(`UPDATE finished_matches SET result = '{"winner":7}' WHERE id = 'f-result'`);

    const store = await place.open();
    const seats = await refused(store.getLiveMatch('bad-seats'), 'CORRUPT_RECORD', 'bad-seats');
    expect(seats.message).toMatch(/seats is not JSON/);
    const step = await refused(store.getLiveMatch('bad-step'), 'CORRUPT_RECORD', 'bad-step');
    expect(step.message).toMatch(/step 1/);
    const gap = await refused(store.getLiveMatch('gap'), 'CORRUPT_RECORD', 'gap');
    expect(gap.message).toMatch(/step 0 is missing/);
    const replay = await refused(store.getFinishedMatch('f-replay'), 'CORRUPT_RECORD', 'f-replay');
    expect(replay.message).toMatch(/replay.*format/);
    expect((await store.getLiveMatch('good'))?.id).toBe('good');
    expect((await store.getFinishedMatch('f-good'))?.id).toBe('f-good');
    // Without a handler a listing does not silently drop a match: it throws the first unreadable one.
    await refused(store.liveMatches(), 'CORRUPT_RECORD', 'bad-seats');
    await refused(store.listFinishedMatches(10), 'CORRUPT_RECORD', 'f-result');
    await store.close();

    // With one, the readable matches still resume and each unreadable one is reported.
    const reported: string[] = [];
    const lenient = await place.open({ onCorruptRecord: (e) => reported.push(e.recordId ?? '?') });
    expect((await lenient.liveMatches()).map((m) => m.id)).toEqual(['good']);
    expect((await lenient.listFinishedMatches(10)).map((m) => m.id)).toEqual(['f-replay', 'f-good']);
    expect(reported).toEqual(['bad-seats', 'bad-step', 'gap', 'f-result']);
    await lenient.close();
  });
}

describe('match store on SQLite', () => {
  storeSuite(sqliteBackend());

  it('creates the data directory and one WAL-mode file in it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'arbiter-store-'));
    try {
      const dir = join(root, 'nested', 'data');
      const store = await openStore({ dataDir: dir });
      expect(store.dialect).toBe('sqlite');
      expect(store.location).toBe(join(dir, SQLITE_FILE));
      await store.saveDeck(deck('d1', 'ygo', 'Dragons', '2026-01-01T00:00:00.000Z'));
      await store.close();
      expect(existsSync(join(dir, SQLITE_FILE))).toBe(true);
      const db = new Database(join(dir, SQLITE_FILE));
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      db.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

const pgUrl = process.env['TEST_DATABASE_URL'];
describe.skipIf(pgUrl === undefined || pgUrl === '')(
  'match store on PostgreSQL (skipped unless TEST_DATABASE_URL names a server to test on; .ci/run sets it)',
  () => {
    const backend = postgresBackend(pgUrl ?? '');
    storeSuite(backend);

    it('reports where it is without the password', async () => {
      const place = await backend.fresh();
      const store = await place.open();
      expect(store.dialect).toBe('postgres');
      expect(store.location).toMatch(/^postgresql:\/\/127\.0\.0\.1:\d+\/arbiter_test_/);
      await store.close();
    });
  },
);

describe('openStore', () => {
  it('refuses a DATABASE_URL that is not PostgreSQL, in one line', async () => {
    const e = await refused(openStore({ databaseUrl: 'mysql://root@127.0.0.1/db' }), 'BAD_DATABASE_URL');
    expect(e.message).toBe('DATABASE_URL must start with postgres:// or postgresql://, not mysql://');
    await refused(openStore({ databaseUrl: 'not a url' }), 'BAD_DATABASE_URL');
  });
});
