/** The match server's HTTP API and static files (issue 10), over real HTTP on loopback. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledDeckText } from '../../src/optcg/decks.ts';
import { readBundledYgoDeck } from '../../src/ygo/decks/index.ts';
import type { GameInfo, ReplayFrame } from '../../src/server/http-api.ts';
import { MemoryStore } from '../../src/server/memory-store.ts';
import { startServer, type ArbiterServer } from '../../src/server/server.ts';
import type { FinishedMatchRecord, FinishedMatchSummary } from '../../src/server/store.ts';
import { playToEnd, TestClient, type Joined } from './client.ts';
import { FAST } from './toy-server.ts';

let server: ArbiterServer;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'arbiter-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Arbiter</title>');
  writeFileSync(join(web, 'app.js'), 'console.log(1)');
  server = await startServer({ port: 0, store: new MemoryStore(), staticDir: web, log: () => {}, rateLimit: FAST });
});
afterAll(async () => {
  await server.close();
  rmSync(web, { recursive: true, force: true });
});

async function get(path: string): Promise<{ status: number; type: string; body: unknown; text: string }> {
  const r = await fetch(server.url + path);
  const text = await r.text();
  const type = r.headers.get('content-type') ?? '';
  return { status: r.status, type, text, body: type.startsWith('application/json') ? JSON.parse(text) : null };
}

async function post(path: string, body: string): Promise<{ status: number; body: unknown }> {
  const r = await fetch(server.url + path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  return { status: r.status, body: await r.json() };
}

describe('GET /api/games and /api/cards', () => {
  it('lists each game with its rule sets (default first), bundled decks and agents', async () => {
    const { status, body } = await get('/api/games');
    expect(status).toBe(200);
    const games = body as GameInfo[];
    expect(games.map((g) => g.id).sort()).toEqual(['optcg', 'ygo']);
    const ygo = games.find((g) => g.id === 'ygo')!;
    expect(ygo.rules[0]).toBe('master-rule-2020');
    expect(ygo.rules).toContain('master-rule-4');
    expect(ygo.decks).toContain('classic');
    expect(ygo.agents).toEqual(expect.arrayContaining(['random', 'heuristic', 'search:200ms']));
    const optcg = games.find((g) => g.id === 'optcg')!;
    expect(optcg.rules).toEqual([]);
    expect(optcg.decks.slice(0, 4)).toEqual(['st01', 'st02', 'st03', 'st04']);
    expect(optcg.decks).toEqual(expect.arrayContaining(['st10', 'op01-zoro', 'op01-doflamingo']));
  });

  it('gives a card as text lines, for both games; an unknown card or game is a 404 with a JSON error', async () => {
    const dm = await get('/api/cards/ygo/46986414');
    expect(dm.body).toEqual({
      id: '46986414',
      lines: [
        '46986414 Dark Magician',
        'Level 7  DARK  [Spellcaster/Normal]  ATK 2500 / DEF 2100',
        "''The ultimate wizard in terms of attack and defense.''",
      ],
    });
    const luffy = (await get('/api/cards/optcg/ST01-001')).body as { lines: string[] };
    expect(luffy.lines[0]).toMatch(/Monkey\.D\.Luffy/);
    expect(await get('/api/cards/ygo/12')).toMatchObject({
      status: 404,
      body: { error: expect.stringMatching(/no card "12"/) },
    });
    expect((await get('/api/cards/chess/1')).status).toBe(404);
  });
});

describe('POST /api/decks/check', () => {
  it('a legal deck is ok; an illegal or unreadable one gives its problems with their rules', async () => {
    const classic = readBundledYgoDeck('classic')!;
    expect((await post('/api/decks/check', JSON.stringify({ game: 'ygo', text: classic }))).body).toEqual({
      ok: true,
      problems: [],
    });
    expect(
      (await post('/api/decks/check', JSON.stringify({ game: 'optcg', text: bundledDeckText('st01') }))).body,
    ).toEqual({ ok: true, problems: [] });
    const small = await post('/api/decks/check', JSON.stringify({ game: 'ygo', text: '#main\n46986414\n' }));
    expect(small.status).toBe(200);
    const r = small.body as { ok: boolean; problems: { rule: string; message: string }[] };
    expect(r.ok).toBe(false);
    expect(r.problems[0]!.rule).toMatch(/003/);
    const unreadable = (
      await post('/api/decks/check', JSON.stringify({ game: 'ygo', text: '#main\nnot-a-passcode\n' }))
    ).body;
    expect(unreadable).toMatchObject({ ok: false, problems: [{ rule: 'deck format' }] });
  });

  it('refuses a body that is not JSON, a wrong field, an unknown game or rule set (400/404, JSON error)', async () => {
    expect(await post('/api/decks/check', '{')).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    expect((await post('/api/decks/check', JSON.stringify({ game: 'ygo', text: 'x', extra: 1 }))).status).toBe(400);
    expect((await post('/api/decks/check', JSON.stringify({ game: 'chess', text: 'x' }))).status).toBe(404);
    expect((await post('/api/decks/check', JSON.stringify({ game: 'ygo', rules: 'mr9', text: 'x' }))).status).toBe(400);
    expect((await post('/api/decks/check', JSON.stringify({ game: 'optcg', rules: 'x', text: 'x' }))).status).toBe(400);
  });
});

describe('finished matches and their frames', () => {
  it('a finished match is listed, served with its replay, and as public frames after each step', async () => {
    const c = await TestClient.connect(server.url);
    c.send({
      t: 'create',
      game: 'optcg',
      decks: [{ bundled: 'st02' }, { bundled: 'st03' }],
      seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }],
      seed: 'http',
    });
    const { matchId } = await c.next<Joined>((m) => m.t === 'joined');
    const last = await playToEnd(c, matchId, 'http');
    await c.close();
    await server.match(matchId)!.flushed();
    const list = (await get('/api/matches')).body as FinishedMatchSummary[];
    expect(list[0]).toMatchObject({ id: matchId, game: 'optcg', rules: null, result: last.result });
    const record = (await get(`/api/matches/${matchId}`)).body as FinishedMatchRecord;
    expect(record.replay.steps).toHaveLength(last.seq - 1);
    const frames = (await get(`/api/matches/${matchId}/frames`)).body as ReplayFrame[];
    expect(frames).toHaveLength(record.replay.steps.length + 1);
    expect(frames.map((f) => f.step)).toEqual(frames.map((_, i) => i));
    const final = frames.at(-1)!;
    expect(final.view).toMatchObject({ you: null, result: last.result });
    // Public frames: no hand in any of them.
    for (const f of frames)
      for (const p of (f.view as { players: { hand: unknown }[] }).players) expect(p.hand).toBeNull();
    expect(final.turn).toBeGreaterThan(1);
    expect((await get('/api/matches/nope')).status).toBe(404);
    expect((await get('/api/matches/nope/frames')).status).toBe(404);
  });
});

describe('everything else', () => {
  it('unknown /api paths are a JSON 404; the built client is served with index.html for client routes', async () => {
    expect(await get('/api/nothing')).toMatchObject({ status: 404, body: { error: 'no API at GET /api/nothing' } });
    expect((await post('/api/games', '{}')).status).toBe(404);
    const index = await get('/');
    expect(index).toMatchObject({
      status: 200,
      type: 'text/html; charset=utf-8',
      text: '<!doctype html><title>Arbiter</title>',
    });
    expect(await get('/app.js')).toMatchObject({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      text: 'console.log(1)',
    });
    expect((await get('/replay/abc')).text).toBe(index.text);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).text).toBe(index.text);
  });
});

describe('saved decks', () => {
  it('saves a readable deck list, lists it by game, and gives it back; refuses one that cannot be read', async () => {
    const text = bundledDeckText('st01');
    const saved = await post('/api/decks', JSON.stringify({ game: 'optcg', name: 'My Luffy', text }));
    expect(saved.status).toBe(201);
    const deck = saved.body as { id: string; game: string; name: string; text: string };
    expect(deck).toMatchObject({ game: 'optcg', name: 'My Luffy', text });
    expect((await get(`/api/decks/${deck.id}`)).body).toEqual(deck);
    expect((await get('/api/decks?game=optcg')).body).toEqual([deck]);
    expect((await get('/api/decks?game=ygo')).body).toEqual([]);
    expect((await get('/api/decks?game=chess')).status).toBe(404);
    expect((await get('/api/decks/nope')).status).toBe(404);
    const bad = await post('/api/decks', JSON.stringify({ game: 'ygo', name: 'x', text: '#main\nnot-a-passcode\n' }));
    expect(bad).toMatchObject({ status: 400, body: { error: expect.stringMatching(/not-a-passcode|passcode/) } });
    expect((await post('/api/decks', JSON.stringify({ game: 'ygo', name: ' ', text: 'x' }))).status).toBe(400);
    expect((await get('/api/decks')).body).toEqual([deck]);
  });
});
