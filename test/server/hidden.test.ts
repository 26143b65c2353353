/**
 * No hidden identity on the wrong socket (issue 10, ARCHITECTURE §4): whole Yu-Gi-Oh! and ONE PIECE games between two
 * scripted socket clients, watched by a spectator, every frame each socket received recorded; then the game is
 * replayed from its stored replay and each frame is compared with the true state at its `seq`: no card a seat may not
 * know (the opponent's hand, face-down cards, any deck order) is named next to its identity, in the view, the events
 * or the decision; a spectator knows neither hand. The hidden sets and id/identity pairs are the contract battery's
 * (test/core/contract.ts, test/ygo/contract.ts, test/optcg/contract.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerId } from '../../src/core/decision.ts';
import type { GameEvent } from '../../src/core/game.ts';
import type { Replay } from '../../src/core/replay.ts';
import { MemoryStore } from '../../src/server/memory-store.ts';
import { startServer, type ArbiterServer } from '../../src/server/server.ts';
import { findLeak, type ContractDescriptor, type HiddenCard } from '../core/contract.ts';
import { optcgContract } from '../optcg/contract.ts';
import { ygoContract } from '../ygo/contract.ts';
import { playToEnd, TestClient, type Joined, type Update } from './client.ts';

let server: ArbiterServer;
let store: MemoryStore;

beforeAll(async () => {
  store = new MemoryStore();
  server = await startServer({
    port: 0,
    store,
    staticDir: null,
    log: () => {},
    rateLimit: { burst: 10_000, perSecond: 10_000 },
  });
});
afterAll(() => server.close());

const byId = (cards: HiddenCard[], exemptSearchable: boolean): Map<number, HiddenCard> =>
  new Map(cards.filter((h) => !(exemptSearchable && h.searchable)).map((h) => [h.id, h]));

/** What `seat` may not know in `state`; a spectator (null) knows what both players know: neither hand, no deck. */
function hiddenOf<S>(m: ContractDescriptor<S>, state: S, seat: PlayerId | null): HiddenCard[] {
  if (seat !== null) return m.hiddenFrom(state, seat);
  return [...m.hiddenFrom(state, 0), ...m.hiddenFrom(state, 1)].map((h) => ({ id: h.id, identity: h.identity }));
}

/**
 * Replay the match alongside the frames one socket received and check each against the state at its seq (update
 * `seq` shows the state after `seq - 1` steps). Returns how many updates were checked.
 */
function checkFrames<S>(m: ContractDescriptor<S>, replay: Replay, frames: Update[], seat: PlayerId | null): number {
  const g = m.game;
  const state = g.create(replay.config, replay.seed);
  g.drainEvents(state);
  const revealing = new Set(m.revealing ?? []);
  let applied = 0;
  let now = hiddenOf(m, state, seat);
  let before = now;
  let stepEvents: GameEvent[] = [];
  let lastSeq = 0;
  for (const u of frames) {
    while (applied < u.seq - 1) {
      const step = replay.steps[applied]!;
      const res = step.surrender ? g.surrender(state, step.p) : g.respond(state, step.p, step.a);
      expect(res.ok).toBe(true);
      stepEvents = g.drainEvents(state);
      applied++;
      before = now;
      now = hiddenOf(m, state, seat);
    }
    const where = `${m.name} seat ${seat} update ${u.seq}`;
    // Exactly what the engine lets this socket see: its view of the true state, and the step's events filtered
    // for it (an update right after the previous one carries that step's events; a snapshot carries none).
    expect(u.view, where).toEqual(seat === null ? g.publicView(state) : g.view(state, seat));
    const filtered = stepEvents
      .map((e) => (seat === null ? g.publicEventFor(e) : g.eventFor(e, seat)))
      .filter((e): e is GameEvent => e !== null);
    if (u.seq === lastSeq + 1 && u.seq > 1) expect(u.events, where).toEqual(filtered);
    else expect(u.events, where).toEqual([]);
    lastSeq = u.seq;
    // A spectator sees of each event no more than each player sees of it.
    if (seat === null)
      for (const e of stepEvents) {
        const pub = g.publicEventFor(e);
        if (pub === null) continue;
        for (const p of [0, 1] as const) {
          const own = g.eventFor(e, p) as Record<string, unknown> | null;
          for (const [k, v] of Object.entries(pub)) expect(own?.[k], `${where}: ${k} of ${e.type}`).toEqual(v);
        }
      }
    const view = u.view as Record<string, unknown>;
    expect(view['you'], where).toBe(seat);
    const { decision: ownInView, ...board } = view;
    expect(findLeak(board, byId(now, false), m.idPairs), `${where}: the view`).toBeNull();
    // A seat's own decision may name its own Deck's cards (a search); no one else's decision ever arrives.
    if (seat === null) expect(u.decision, where).toBeNull();
    else if (u.decision) expect(u.decision.player, where).toBe(seat);
    if (ownInView !== undefined && ownInView !== null)
      expect((ownInView as { player: number }).player, where).toBe(seat);
    expect(findLeak(u.decision, byId(now, true), m.idPairs), `${where}: the decision`).toBeNull();
    // `waiting` is a summary for everyone: who decides and what kind, never the prompt or the options.
    if (u.waiting) expect(Object.keys(u.waiting).sort(), where).toEqual(expect.arrayContaining(['kind', 'player']));
    expect(JSON.stringify(u.waiting ?? {}), where).not.toMatch(/options|prompt/);
    // An event may not name a card hidden before and after its step (one shown in between may have been public).
    const stillHidden = byId(
      before.filter((h) => now.some((x) => x.id === h.id)),
      true,
    );
    for (const e of u.events) {
      if (revealing.has(e.type)) continue;
      expect(findLeak(e, stillHidden, m.idPairs), `${where}: event ${JSON.stringify(e)}`).toBeNull();
    }
  }
  return frames.length;
}

describe('no hidden identity reaches the wrong socket', () => {
  it.each([
    ['ygo', ygoContract as ContractDescriptor<unknown>, 'skystriker', 'skystriker'],
    ['optcg', optcgContract as ContractDescriptor<unknown>, 'st01', 'st04'],
  ])(
    '%s: two scripted clients and a spectator, a whole game',
    async (game, contract, d0, d1) => {
      const a = await TestClient.connect(server.url);
      const b = await TestClient.connect(server.url);
      const watcher = await TestClient.connect(server.url);
      a.send({
        t: 'create',
        game,
        decks: [{ bundled: d0 }, { bundled: d1 }],
        seats: [{ kind: 'human' }, { kind: 'human' }],
        seed: `hidden-${game}`,
      });
      const { matchId } = await a.next<Joined>((m) => m.t === 'joined');
      watcher.send({ t: 'spectate', matchId });
      expect((await watcher.next<Joined>((m) => m.t === 'joined')).seat).toBeNull();
      b.send({ t: 'join', matchId });
      await b.next<Joined>((m) => m.t === 'joined');
      const [ra] = await Promise.all([playToEnd(a, matchId, 'a'), playToEnd(b, matchId, 'b')]);
      const last = await watcher.next<Update>((m) => m.t === 'update' && m.result !== null);
      expect(last.result).toEqual(ra.result);
      await server.match(matchId)!.flushed();
      const replay = (await store.getFinishedMatch(matchId))!.replay;
      const updates = (c: TestClient): Update[] =>
        c.frames.filter((f): f is Update => f.t === 'update' && f.matchId === matchId);
      // Every socket saw the whole game: each step's update, in order.
      for (const c of [a, b, watcher]) expect(updates(c).at(-1)!.seq).toBe(replay.steps.length + 1);
      expect(checkFrames(contract, replay, updates(a), 0)).toBeGreaterThan(10);
      expect(checkFrames(contract, replay, updates(b), 1)).toBeGreaterThan(10);
      expect(checkFrames(contract, replay, updates(watcher), null)).toBeGreaterThan(10);
      // And the spectator's view is the public one: neither hand's cards, counts only.
      const pub = JSON.stringify(updates(watcher).map((u) => u.view));
      expect(pub).not.toMatch(/"hand":\[\{/);
      await Promise.all([a.close(), b.close(), watcher.close()]);
    },
    120_000,
  );
});
