/**
 * Every refused message of the match protocol (protocol.ts's error codes) gets one `error` and changes nothing
 * (issue 10); an engine failure stops only its own match. Played on the toy game (test/support/toy-game.ts), which
 * is quick, over real sockets on loopback.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/core/module.ts';
import { MemoryStore } from '../../src/server/memory-store.ts';
import { MAX_MESSAGE_BYTES, type ProtocolErrorCode } from '../../src/server/protocol.ts';
import { startServer, type ArbiterServer, type ServerOptions } from '../../src/server/server.ts';
import { toyGame, toyModule } from '../support/toy-game.ts';
import { TestClient, type ErrorMessage, type Joined, type Update } from './client.ts';

/** The toy game, and a copy of it whose engine throws on the first answer (to fail one match only). */
const bombModule: AnyGameModule = {
  ...(toyModule as unknown as AnyGameModule),
  game: {
    ...(toyGame as unknown as AnyGameModule['game']),
    id: 'bomb',
    respond() {
      throw new Error('boom');
    },
  },
};
const modules: Record<string, AnyGameModule> = { toy: toyModule as unknown as AnyGameModule, bomb: bombModule };
const moduleSet = { ids: () => Object.keys(modules), load: (id: string) => Promise.resolve(modules[id]!) };

let server: ArbiterServer;
let store: MemoryStore;
const clients: TestClient[] = [];

async function start(extra: Partial<ServerOptions> = {}): Promise<void> {
  store = new MemoryStore();
  server = await startServer({
    port: 0,
    store,
    modules: moduleSet,
    staticDir: null,
    log: () => {},
    rateLimit: { burst: 10_000, perSecond: 10_000 },
    ...extra,
  });
}
beforeEach(() => start());
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

async function client(): Promise<TestClient> {
  const c = await TestClient.connect(server.url);
  clients.push(c);
  return c;
}

const humanVsHuman = {
  t: 'create',
  game: 'toy',
  decks: [{ bundled: 'low' }, { bundled: 'high' }],
  seats: [{ kind: 'human' }, { kind: 'human' }],
  seed: 's',
};

/** Two people seated in a new toy match, with the first update each got. */
async function twoSeated(): Promise<{ a: TestClient; b: TestClient; id: string; ua: Update; ub: Update }> {
  const a = await client();
  const b = await client();
  a.send(humanVsHuman);
  const ja = await a.next<Joined>((m) => m.t === 'joined');
  const ua = await a.update(ja.matchId);
  b.send({ t: 'join', matchId: ja.matchId });
  await b.next<Joined>((m) => m.t === 'joined');
  const ub = await b.update(ja.matchId);
  return { a, b, id: ja.matchId, ua, ub };
}

/** Send `message`; exactly one error with `code` comes back, and the match did not move. */
async function refused(c: TestClient, message: unknown, code: ProtocolErrorCode, matchId?: string): Promise<string> {
  const before = matchId ? snapshot(matchId) : null;
  const sent = c.frames.length;
  c.send(message);
  const e = await c.error();
  expect(e.code).toBe(code);
  expect(e.message.length).toBeGreaterThan(0);
  // Nothing else came back: a round trip after it shows no update was sent.
  c.send({ t: 'spectate', matchId: 'no-such-match' });
  expect((await c.error()).code).toBe('UNKNOWN_MATCH');
  expect(c.frames.slice(sent).map((m) => m.t)).toEqual(['error', 'error']);
  if (matchId) expect(snapshot(matchId)).toEqual(before);
  return e.message;
}

function snapshot(matchId: string): { seq: number; state: string } {
  const host = server.match(matchId)!;
  return { seq: host.currentSeq, state: toyGame.serialize(host.gameState as never) };
}

describe('refused messages: one error each, nothing changes', () => {
  it('BAD_JSON, BAD_MESSAGE (unknown type, missing or unknown field, wrong type, binary frame)', async () => {
    const { a, id, ua } = await twoSeated();
    await refused(a, '{"t": "respond", ', 'BAD_JSON', id);
    expect(await refused(a, { t: 'teleport', matchId: id }, 'BAD_MESSAGE', id)).toMatch(/unknown message type/);
    expect(await refused(a, { t: 'respond', matchId: id, seq: ua.seq }, 'BAD_MESSAGE', id)).toMatch(/answer/);
    expect(await refused(a, { t: 'respond', matchId: id, seq: ua.seq, answer: [0], x: 1 }, 'BAD_MESSAGE', id)).toMatch(
      /x/,
    );
    await refused(a, { t: 'respond', matchId: id, seq: 'one', answer: [0] }, 'BAD_MESSAGE', id);
    await refused(a, [1, 2], 'BAD_MESSAGE', id);
    const sent = a.frames.length;
    a.socket.send(Buffer.from('{"t":"concede"}'), { binary: true });
    expect((await a.error()).code).toBe('BAD_MESSAGE');
    expect(a.frames.length).toBe(sent + 1);
    expect(snapshot(id).seq).toBe(ua.seq);
  });

  it('UNKNOWN_MATCH, SEAT_TAKEN, NOT_SEATED, BAD_TOKEN', async () => {
    const { a, id, ua } = await twoSeated();
    const c = await client();
    await refused(c, { t: 'join', matchId: 'nope' }, 'UNKNOWN_MATCH');
    await refused(c, { t: 'join', matchId: id }, 'SEAT_TAKEN', id);
    await refused(c, { t: 'join', matchId: id, seat: 1 }, 'SEAT_TAKEN', id);
    await refused(c, { t: 'respond', matchId: id, seq: ua.seq, answer: [0] }, 'NOT_SEATED', id);
    await refused(c, { t: 'concede', matchId: id }, 'NOT_SEATED', id);
    await refused(c, { t: 'reconnect', matchId: id, token: 'not-a-token' }, 'BAD_TOKEN', id);
    // An AI seat is not a free seat.
    a.send({ ...humanVsHuman, seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }] });
    const j = await a.next<Joined>((m) => m.t === 'joined');
    await refused(c, { t: 'join', matchId: j.matchId, seat: 1 }, 'SEAT_TAKEN');
  });

  it('BAD_CONFIG and BAD_DECK: nothing is created', async () => {
    const c = await client();
    const create = { ...humanVsHuman };
    await refused(c, { ...create, game: 'chess' }, 'BAD_CONFIG');
    expect(await refused(c, { ...create, rules: 'master-rule-4' }, 'BAD_CONFIG')).toMatch(/one rule set/);
    expect(
      await refused(c, { ...create, seats: [{ kind: 'human' }, { kind: 'ai', agent: 'genius' }] }, 'BAD_CONFIG'),
    ).toMatch(/unknown agent "genius"/);
    expect(
      await refused(c, { ...create, seats: [{ kind: 'human' }, { kind: 'ai', agent: 'heuristic' }] }, 'BAD_CONFIG'),
    ).toMatch(/no heuristic agent/);
    expect(
      await refused(c, { ...create, seats: [{ kind: 'human' }, { kind: 'ai', agent: 'search:5000ms' }] }, 'BAD_CONFIG'),
    ).toMatch(/thinks too long/);
    expect(await refused(c, { ...create, decks: [{ bundled: 'nope' }, { bundled: 'low' }] }, 'BAD_DECK')).toMatch(
      /no bundled deck "nope"/,
    );
    // A server never reads a file a client names.
    await refused(c, { ...create, decks: [{ bundled: '/etc/passwd' }, { bundled: 'low' }] }, 'BAD_DECK');
    expect(await refused(c, { ...create, decks: [{ text: 'x\n' }, { bundled: 'low' }] }, 'BAD_DECK')).toMatch(
      /not a card number/,
    );
    // Readable but illegal: the deck-check lines with their rule.
    expect(await refused(c, { ...create, decks: [{ text: '1\n2\n3\n' }, { bundled: 'low' }] }, 'BAD_DECK')).toMatch(
      /deck 1: a deck has 10 to 30 cards.*\(toy §1\)/,
    );
    expect(server.matchCount).toBe(0);
    expect(await store.liveMatches()).toEqual([]);
  });

  it('STALE (a duplicate or an old seq), NOT_YOUR_DECISION, ILLEGAL (naming the rule), MATCH_OVER', async () => {
    const { a, b, id, ua } = await twoSeated();
    expect(ua.decision?.player).toBe(0);
    await refused(b, { t: 'respond', matchId: id, seq: ua.seq, answer: [0] }, 'NOT_YOUR_DECISION', id);
    const illegal = await (async () => {
      a.send({ t: 'respond', matchId: id, seq: ua.seq, answer: [99] });
      return a.error();
    })();
    expect(illegal.code).toBe('ILLEGAL');
    expect(illegal.rule).toBe('toy §4');
    await refused(a, { t: 'respond', matchId: id, seq: ua.seq + 1, answer: [0] }, 'STALE', id);
    a.send({ t: 'respond', matchId: id, seq: ua.seq, answer: [0] });
    const next = await a.update(id);
    expect(next.seq).toBe(ua.seq + 1);
    // The same answer again (a double click, a second tab) is refused, not applied twice.
    await refused(a, { t: 'respond', matchId: id, seq: ua.seq, answer: [0] }, 'STALE', id);
    expect((await store.getLiveMatch(id))!.steps).toHaveLength(1);
    a.send({ t: 'concede', matchId: id });
    const over = await b.next<Update>((m) => m.t === 'update' && m.result !== null);
    expect(over.result).toMatchObject({ winner: 1, reason: 'surrender', rule: 'toy §8' });
    await refused(a, { t: 'respond', matchId: id, seq: over.seq, answer: [0] }, 'MATCH_OVER');
    await refused(b, { t: 'concede', matchId: id }, 'MATCH_OVER');
  });

  it('TOO_LARGE: one error, then the socket is closed (1009)', async () => {
    const { a, id } = await twoSeated();
    a.send({ t: 'join', matchId: id, pad: 'x'.repeat(MAX_MESSAGE_BYTES) });
    const e = await a.error();
    expect(e.code).toBe('TOO_LARGE');
    await expect(a.next(() => false, 5000)).rejects.toThrow(/socket closed \(1009\)/);
    expect(server.match(id)!.currentSeq).toBe(1);
  });

  it('FLOOD: messages over the rate are refused, one error each, and not applied', async () => {
    await server.close();
    await start({ rateLimit: { burst: 3, perSecond: 0.5 } });
    const c = await client();
    for (let i = 0; i < 5; i++) c.send({ t: 'spectate', matchId: `m${i}` });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await c.error()).code);
    expect(codes).toEqual(['UNKNOWN_MATCH', 'UNKNOWN_MATCH', 'UNKNOWN_MATCH', 'FLOOD', 'FLOOD']);
  });
});

describe('an engine failure', () => {
  it('marks only its match failed (INTERNAL); another match plays on', async () => {
    const { a, b, id } = await twoSeated();
    const c = await client();
    c.send({ ...humanVsHuman, game: 'bomb', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const jc = await c.next<Joined>((m) => m.t === 'joined');
    const d = await client();
    d.send({ t: 'join', matchId: jc.matchId });
    await d.next<Joined>((m) => m.t === 'joined');
    const uc = await c.update(jc.matchId);
    c.send({ t: 'respond', matchId: jc.matchId, seq: uc.seq, answer: [0] });
    const err = await c.error();
    expect(err).toMatchObject({ t: 'error', code: 'INTERNAL', matchId: jc.matchId });
    // The other seat was told too, and the failed match refuses everything after.
    expect((await d.next<ErrorMessage>((m) => m.t === 'error' && m.code === 'INTERNAL')).matchId).toBe(jc.matchId);
    await refused(d, { t: 'concede', matchId: jc.matchId }, 'INTERNAL');
    // It is stored as finished without a result, so no restart resumes it.
    await server.match(jc.matchId)!.flushed();
    expect((await store.getFinishedMatch(jc.matchId))?.result).toBeNull();
    // The toy match is unaffected: a whole turn still plays.
    const ua = a.frames.filter((m): m is Update => m.t === 'update').at(-1)!;
    a.send({ t: 'respond', matchId: id, seq: ua.seq, answer: [0] });
    expect((await b.update(id)).seq).toBe(ua.seq + 1);
  });
});
