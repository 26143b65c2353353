/** Whole games over real sockets on loopback (issue 10): a person against an AI seat, and two people. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type ArbiterServer } from '../../src/server/server.ts';
import { MemoryStore } from '../../src/server/memory-store.ts';
import { playToEnd, TestClient, type Joined, type Update } from './client.ts';

/** Scripted clients answer at once: far faster than the default rate limit allows a person. */
const FAST = { burst: 10_000, perSecond: 10_000 };
let server: ArbiterServer;
let store: MemoryStore;
const clients: TestClient[] = [];

beforeEach(async () => {
  store = new MemoryStore();
  server = await startServer({ port: 0, store, staticDir: null, rateLimit: FAST, log: () => {} });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

async function client(): Promise<TestClient> {
  const c = await TestClient.connect(server.url);
  clients.push(c);
  return c;
}

describe('a match against an AI seat', () => {
  it.each([
    ['ygo', 'classic', 'classic'],
    ['optcg', 'st01', 'st02'],
  ])('%s: a person plays a whole game against the random agent over a socket', async (game, d0, d1) => {
    const c = await client();
    c.send({
      t: 'create',
      game,
      decks: [{ bundled: d0 }, { bundled: d1 }],
      seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }],
      seed: 'vs-ai',
    });
    const joined = await c.next<Joined>((m) => m.t === 'joined');
    expect(joined.seat).toBe(0);
    expect(joined.token).toMatch(/^[\w-]{32}$/);
    const last = await playToEnd(c, joined.matchId, 'human');
    expect(last.result).not.toBeNull();
    // The store moved the match to the finished ones, with a replay whose steps were all recorded.
    await server.match(joined.matchId)!.flushed();
    const record = await store.getFinishedMatch(joined.matchId);
    expect(record?.result).toEqual(last.result);
    expect(record!.replay.steps.length).toBe(last.seq - 1);
    expect(await store.liveMatches()).toEqual([]);
  });
});

describe('two people', () => {
  it('join by match id and play a whole ONE PIECE game, each seeing only its own decisions', async () => {
    const a = await client();
    const b = await client();
    a.send({
      t: 'create',
      game: 'optcg',
      decks: [{ bundled: 'st03' }, { bundled: 'st04' }],
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 7,
    });
    const ja = await a.next<Joined>((m) => m.t === 'joined');
    b.send({ t: 'join', matchId: ja.matchId });
    const jb = await b.next<Joined>((m) => m.t === 'joined');
    expect(jb.seat).toBe(1);
    const [ea, eb] = await Promise.all([playToEnd(a, ja.matchId, 'a'), playToEnd(b, ja.matchId, 'b')]);
    expect(ea.result).toEqual(eb.result);
    const updates = (c: TestClient): Update[] => c.frames.filter((m): m is Update => m.t === 'update');
    for (const [c, seat] of [
      [a, 0],
      [b, 1],
    ] as const) {
      for (const u of updates(c)) {
        if (u.decision) expect(u.decision.player).toBe(seat);
        expect((u.view as { you: number }).you).toBe(seat);
      }
    }
  });
});
