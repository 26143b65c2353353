/**
 * A match's life on the server (issue 10): reconnect with single-use tokens rotated on every use (only hashes
 * stored), the wait for an absent seat and its loss, concede, rematch with the seats swapped, the chess clock, and a
 * live match resumed by a second server instance sharing the store.
 */
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { playReplay } from '../../src/core/replay.ts';
import { MemoryStore } from '../../src/server/memory-store.ts';
import type { ArbiterServer } from '../../src/server/server.ts';
import { tokenHash } from '../../src/server/tokens.ts';
import { toyGame } from '../support/toy-game.ts';
import { playToEnd, TestClient, type Joined, type Rematch, type Update } from './client.ts';
import { createAndSit, join, toy, toyCreate, toyServer } from './toy-server.ts';

const servers: ArbiterServer[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function server(options: Parameters<typeof toyServer>[0] = {}): Promise<ArbiterServer> {
  const s = await toyServer(options);
  servers.push(s);
  return s;
}
async function connect(s: ArbiterServer): Promise<TestClient> {
  const c = await TestClient.connect(s.url);
  clients.push(c);
  return c;
}
const track = <T extends { client: TestClient }>(x: T): T => {
  clients.push(x.client);
  return x;
};

/** Answer the pending decision of `u` with its first option(s). */
function answerFirst(c: TestClient, u: Update): void {
  const d = u.decision!;
  c.send({ t: 'respond', matchId: u.matchId, seq: u.seq, answer: d.min === 0 ? [] : [0] });
}

describe('reconnect', () => {
  it('takes the seat back with a full snapshot; the token is single-use and rotated; only its hash is stored', async () => {
    const store = new MemoryStore();
    const s = await server({ store });
    const a = track(await createAndSit(s));
    const b = track(await join(s, a.joined.matchId));
    const id = a.joined.matchId;
    answerFirst(a.client, a.first);
    const seen = await a.client.update(id);
    await a.client.close();
    const token = a.joined.token!;
    expect((await store.getLiveMatch(id))!.tokenHashes[0]).toBe(tokenHash(token));
    expect(JSON.stringify(await store.getLiveMatch(id))).not.toContain(token);

    const back = await connect(s);
    back.send({ t: 'reconnect', matchId: id, token });
    const joined = await back.next<Joined>((m) => m.t === 'joined');
    expect(joined.seat).toBe(0);
    expect(joined.token).toBeDefined();
    expect(joined.token).not.toBe(token);
    const snap = await back.update(id);
    expect(snap.seq).toBe(seen.seq);
    expect(snap.view).toEqual(seen.view);
    expect(snap.events).toEqual([]);
    await s.match(id)!.flushed();
    expect((await store.getLiveMatch(id))!.tokenHashes[0]).toBe(tokenHash(joined.token!));
    // The spent token is refused; the new one works once.
    const thief = await connect(s);
    thief.send({ t: 'reconnect', matchId: id, token });
    expect((await thief.error()).code).toBe('BAD_TOKEN');
    // The game goes on with the reconnected seat: b answers, then `back` gets the next update.
    if (b.first.decision === null) {
      const u = await b.client.update(id);
      answerFirst(b.client, u);
    }
    const after = await back.update(id);
    expect(after.seq).toBeGreaterThan(snap.seq);
  });

  it('an absent seat loses once the limit passes; a seat back in time does not', async () => {
    const s = await server({ reconnectLimitMs: 300 });
    const a = track(await createAndSit(s));
    const b = track(await join(s, a.joined.matchId));
    const id = a.joined.matchId;
    // a leaves and comes back in time.
    await a.client.close();
    await new Promise((r) => setTimeout(r, 100));
    const back = await connect(s);
    back.send({ t: 'reconnect', matchId: id, token: a.joined.token! });
    await back.next<Joined>((m) => m.t === 'joined');
    await new Promise((r) => setTimeout(r, 400));
    expect(s.match(id)!.over).toBe(false);
    // b leaves for good: after the limit, b loses and a is told.
    await b.client.close();
    const end = await back.next<Update>((m) => m.t === 'update' && m.result !== null, 3000);
    expect(end.result).toMatchObject({ winner: 0, reason: 'abandoned' });
  });
});

describe('heartbeat', () => {
  it('a client that stops answering pings is dropped, and its seat waits, then loses', async () => {
    const s = await server({ heartbeatMs: 100, reconnectLimitMs: 200 });
    const a = track(await createAndSit(s));
    const id = a.joined.matchId;
    // A client whose connection went silent: it no longer answers the server's pings.
    const silent = new WebSocket(s.url.replace(/^http/, 'ws') + '/ws', { autoPong: false });
    await new Promise((resolve) => silent.once('open', resolve));
    silent.send(JSON.stringify({ t: 'join', matchId: id }));
    const closed = await new Promise<number>((resolve) => silent.once('close', resolve));
    expect(closed).toBe(1006);
    const end = await a.client.next<Update>((m) => m.t === 'update' && m.result !== null, 3000);
    expect(end.result).toMatchObject({ winner: 0, reason: 'abandoned' });
  });
});

describe('concede and rematch', () => {
  it('both people ask: a new match with the seats (and decks) swapped, each seated with a new token', async () => {
    const s = await server();
    const a = track(await createAndSit(s));
    const b = track(await join(s, a.joined.matchId));
    const id = a.joined.matchId;
    a.client.send({ t: 'rematch', matchId: id });
    expect((await a.client.error()).code).toBe('BAD_MESSAGE');
    b.client.send({ t: 'concede', matchId: id });
    const over = await a.client.next<Update>((m) => m.t === 'update' && m.result !== null);
    expect(over.result).toMatchObject({ winner: 0, reason: 'surrender', rule: 'toy §8' });
    a.client.send({ t: 'rematch', matchId: id });
    b.client.send({ t: 'rematch', matchId: id });
    const [ra, rb] = await Promise.all([
      a.client.next<Rematch>((m) => m.t === 'rematch'),
      b.client.next<Rematch>((m) => m.t === 'rematch'),
    ]);
    expect(ra.newMatchId).toBe(rb.newMatchId);
    const ja = await a.client.next<Joined>((m) => m.t === 'joined' && m.matchId === ra.newMatchId);
    const jb = await b.client.next<Joined>((m) => m.t === 'joined' && m.matchId === ra.newMatchId);
    expect([ja.seat, jb.seat]).toEqual([1, 0]);
    const config = s.match(ra.newMatchId)!.setup.config as { decks: number[][] };
    // b (now seat 0) keeps b's deck, 'high'.
    expect(config.decks[0]).toEqual(toy.loadDeck('high'));
    const [ea, eb] = await Promise.all([
      playToEnd(a.client, ra.newMatchId, 'a'),
      playToEnd(b.client, ra.newMatchId, 'b'),
    ]);
    expect(ea.result).toEqual(eb.result);
  });

  it('against an AI, the one person asking is enough', async () => {
    const s = await server();
    const a = track(
      await createAndSit(s, { ...toyCreate, seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }] }),
    );
    const id = a.joined.matchId;
    a.client.send({ t: 'concede', matchId: id });
    await a.client.next<Update>((m) => m.t === 'update' && m.result !== null);
    a.client.send({ t: 'rematch', matchId: id });
    const r = await a.client.next<Rematch>((m) => m.t === 'rematch');
    const j = await a.client.next<Joined>((m) => m.t === 'joined' && m.matchId === r.newMatchId);
    expect(j.seat).toBe(1);
    expect(j.seats).toEqual([{ kind: 'ai', agent: 'random' }, { kind: 'human' }]);
    expect((await playToEnd(a.client, r.newMatchId, 'a')).result).not.toBeNull();
  });
});

describe('spectators', () => {
  it('see the public view, each update delayed by the configured delay, and nothing of the seats', async () => {
    const s = await server({ spectatorDelayMs: 250 });
    const a = track(await createAndSit(s));
    const id = a.joined.matchId;
    const w = await connect(s);
    const asked = Date.now();
    w.send({ t: 'spectate', matchId: id });
    const joined = await w.next<Joined>((m) => m.t === 'joined');
    expect(Date.now() - asked).toBeGreaterThanOrEqual(240);
    expect(joined.seat).toBeNull();
    expect(joined.token).toBeUndefined();
    const snap = await w.update(id);
    expect(snap.view).toMatchObject({ me: 0, hand: [] });
    expect(snap.decision).toBeNull();
    const answered = Date.now();
    answerFirst(a.client, a.first);
    const next = await w.update(id);
    expect(Date.now() - answered).toBeGreaterThanOrEqual(240);
    expect(next.seq).toBe(snap.seq + 1);
    // Spectators cannot act.
    w.send({ t: 'respond', matchId: id, seq: next.seq, answer: [0] });
    expect((await w.error()).code).toBe('NOT_SEATED');
  });
});

describe('chess clock', () => {
  it('is off by default; with one, it runs only for the deciding person, shows in updates, and time out loses', async () => {
    const s = await server();
    const plain = track(await createAndSit(s));
    expect(plain.first.clock).toBeUndefined();

    const a = track(await createAndSit(s, { ...toyCreate, clock: { initialMs: 1000, incrementMs: 500 } }));
    const id = a.joined.matchId;
    // Not running until both seats are taken.
    expect(a.first.clock).toEqual({ remainingMs: [1000, 1000], running: null });
    const b = track(await join(s, id));
    expect(b.first.clock!.running).toBe(0);
    answerFirst(a.client, a.first);
    const u = await b.client.update(id);
    // a answered in well under a second and gained the increment.
    expect(u.clock!.remainingMs[0]).toBeGreaterThan(1000);
    expect(u.clock!.remainingMs[0]).toBeLessThanOrEqual(1500);
    if (u.clock!.running === 0) answerFirst(a.client, await a.client.update(id)); // a's optional discard
    // Now b's clock runs out: b loses on time.
    const end = await a.client.next<Update>((m) => m.t === 'update' && m.result !== null, 5000);
    expect(end.result).toMatchObject({ winner: 0, reason: 'timeout' });
    expect(end.clock!.remainingMs[1]).toBe(0);
  });
});

describe('restart', () => {
  it('a second server on the same store resumes the live match; the player reconnects and finishes it', async () => {
    const store = new MemoryStore();
    const first = await server({ store });
    const a = track(
      await createAndSit(first, { ...toyCreate, seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }] }),
    );
    const id = a.joined.matchId;
    // Three answers, then the first server goes away mid-match.
    let u = a.first;
    for (let i = 0; i < 3; i++) {
      answerFirst(a.client, u);
      u = await a.client.next<Update>((m) => m.t === 'update' && m.matchId === id && m.decision !== null);
    }
    const before = toyGame.serialize(first.match(id)!.gameState as never);
    await first.close();
    expect((await store.liveMatches()).map((m) => m.id)).toEqual([id]);

    const second = await server({ store });
    expect(toyGame.serialize(second.match(id)!.gameState as never)).toBe(before);
    const back = await connect(second);
    back.send({ t: 'reconnect', matchId: id, token: a.joined.token! });
    expect((await back.next<Joined>((m) => m.t === 'joined')).seat).toBe(0);
    const snap = await back.update(id);
    expect(snap.seq).toBe(u.seq);
    expect(snap.view).toEqual(u.view);
    answerFirst(back, snap);
    const end = await playToEnd(back, id, 'after-restart');
    expect(end.result).not.toBeNull();
    await second.match(id)!.flushed();
    const record = (await store.getFinishedMatch(id))!;
    // The replay spans both servers and plays back verified.
    expect(playReplay(toy.game, record.replay).verified).toBe(true);
    expect(record.replay.steps.length).toBe(end.seq - 1);
    expect(await store.liveMatches()).toEqual([]);
    // A resumed match has its rematch too (the config swaps seats by itself).
    back.send({ t: 'rematch', matchId: id });
    const r = await back.next<Rematch>((m) => m.t === 'rematch');
    expect((await back.next<Joined>((m) => m.t === 'joined' && m.matchId === r.newMatchId)).seat).toBe(1);
    const config = second.match(r.newMatchId)!.setup.config as { decks: number[][] };
    expect(config.decks).toEqual([toy.loadDeck('high'), toy.loadDeck('low')]);
  });
});
