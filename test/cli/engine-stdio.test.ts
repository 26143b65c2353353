/** `arbiter engine --stdio`, driven as another language would: a spawned process, JSON lines in and out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { RandomAgent } from '../../src/core/agents.ts';
import type { Decision } from '../../src/core/decision.ts';
import { runMatch } from '../../src/core/match.ts';
import { loadModule } from '../../src/games.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Line = Record<string, unknown> & { id: unknown; ok: boolean };
interface ErrorLine {
  code: string;
  message: string;
  rule?: string;
}

/** One engine process: send a line, get the next line back. */
class Engine {
  readonly proc: ChildProcessWithoutNullStreams;
  private readonly waiting: ((l: Line) => void)[] = [];
  private readonly queued: Line[] = [];
  stderr = '';
  constructor() {
    this.proc = spawn(process.execPath, ['bin/arbiter.js', 'engine', '--stdio'], { cwd: root });
    this.proc.stderr.on('data', (d: Buffer) => (this.stderr += d.toString()));
    createInterface({ input: this.proc.stdout }).on('line', (l) => {
      const parsed = JSON.parse(l) as Line;
      const w = this.waiting.shift();
      if (w) w(parsed);
      else this.queued.push(parsed);
    });
  }
  next(): Promise<Line> {
    const q = this.queued.shift();
    return q ? Promise.resolve(q) : new Promise((res) => this.waiting.push(res));
  }
  /** Send a raw line (need not be JSON). */
  raw(line: string): Promise<Line> {
    this.proc.stdin.write(`${line}\n`);
    return this.next();
  }
  send(req: Record<string, unknown>): Promise<Line> {
    return this.raw(JSON.stringify(req));
  }
  /** A request that must succeed. */
  async ok(req: Record<string, unknown>): Promise<Line> {
    const r = await this.send(req);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r)}`);
    return r;
  }
  async close(): Promise<number | null> {
    this.proc.stdin.end();
    if (this.proc.exitCode !== null) return this.proc.exitCode;
    return new Promise((res) => this.proc.on('exit', (code) => res(code)));
  }
}

let engine: Engine;
let ready: Line;
beforeAll(async () => {
  engine = new Engine();
  ready = await engine.next();
});
afterAll(async () => {
  expect(await engine.close()).toBe(0);
  expect(engine.stderr).toBe('');
});

/** Play random answers through the protocol until the game ends; the same agents as simulate's. */
async function playRandom(gameId: string, seed: string, first: Line): Promise<{ line: Line; decisions: number }> {
  const agents = [new RandomAgent(`${seed}:p0`), new RandomAgent(`${seed}:p1`)] as const;
  let line = first;
  let decisions = 0;
  while (line['decision'] !== null) {
    const d = line['decision'] as Decision;
    const answer = agents[d.player].act({ decision: d, state: null });
    line = await engine.ok({ cmd: 'respond', gameId, player: d.player, answer });
    decisions++;
  }
  return { line, decisions };
}

describe('arbiter engine --stdio', () => {
  it('starts with a ready line naming the protocol and the games', () => {
    expect(ready).toEqual({
      id: null,
      ok: true,
      ready: true,
      protocol: 'arbiter-engine',
      version: 1,
      games: ['optcg', 'ygo'],
    });
  });

  for (const [game, seed] of [
    ['ygo', 'stdio-1'],
    ['optcg', 'stdio-2'],
  ] as const) {
    it(`plays a whole ${game} game to the same result as the in-process runner with the same seeds`, async () => {
      const created = await engine.ok({ id: 'n', cmd: 'new', game, seed });
      expect(created['id']).toBe('n');
      expect(created['game']).toBe(game);
      const gameId = created['gameId'] as string;
      const { line, decisions } = await playRandom(gameId, seed, created);
      expect(line['result']).not.toBeNull();
      // The same game in-process: same config (default decks), seed and agents.
      const mod = await loadModule(game);
      const config = mod.configFor([mod.loadDeck(mod.defaultDecks[0]), mod.loadDeck(mod.defaultDecks[1])]);
      const agents = [new RandomAgent(`${seed}:p0`), new RandomAgent(`${seed}:p1`)] as const;
      const out = runMatch(mod.game, config, seed, agents, { recordReplay: false });
      expect(line['result']).toEqual(out.result);
      expect(decisions).toBe(out.decisions);
      expect(line['turn']).toBe(out.turns);
      // A finished game answers no more, with one error line.
      const over = await engine.send({ id: 9, cmd: 'respond', gameId, player: 0, answer: [0] });
      expect(over).toMatchObject({ id: 9, ok: false, error: { code: 'GAME_OVER' } });
      expect(await engine.ok({ cmd: 'close', gameId })).toEqual({ id: null, ok: true });
    });
  }

  it('refuses bad lines with one error line each, changes nothing, and keeps running', async () => {
    const g = await engine.ok({ cmd: 'new', game: 'ygo', seed: 5 });
    const gameId = g['gameId'] as string;
    const before = (await engine.ok({ cmd: 'serialize', gameId }))['state'];
    const d = g['decision'] as Decision;
    const other = d.player === 0 ? 1 : 0;
    const cases: [string, string, RegExp][] = [
      ['{"cmd":"new",', 'BAD_JSON', /^not JSON/],
      ['[1,2]', 'BAD_REQUEST', /JSON object/],
      ['{"id":1,"cmd":"fly"}', 'UNKNOWN_COMMAND', /unknown command "fly" \(known: new, decision, respond/],
      ['{"id":2}', 'UNKNOWN_COMMAND', /unknown command null/],
      [`{"id":3,"cmd":"respond","gameId":"nope","player":0,"answer":[0]}`, 'UNKNOWN_GAME_ID', /"nope"/],
      [`{"id":4,"cmd":"respond","gameId":"${gameId}","player":${d.player},"answer":[99]}`, 'BAD_OPTION', /99/],
      [`{"id":5,"cmd":"respond","gameId":"${gameId}","player":${d.player},"answer":[0,1]}`, 'BAD_ANSWER_COUNT', /1/],
      [`{"id":6,"cmd":"respond","gameId":"${gameId}","player":${other},"answer":[0]}`, 'NOT_YOUR_DECISION', /player/],
      [`{"id":7,"cmd":"respond","gameId":"${gameId}","player":2,"answer":[0]}`, 'BAD_REQUEST', /^respond: player/],
      [`{"id":8,"cmd":"respond","gameId":"${gameId}","player":0,"answer":"0"}`, 'BAD_REQUEST', /^respond: answer/],
      [`{"id":9,"cmd":"view","gameId":"${gameId}","player":0,"peek":true}`, 'BAD_REQUEST', /"peek"/],
      ['{"id":10,"cmd":"new","game":"chess","seed":1}', 'UNKNOWN_GAME', /unknown game "chess"/],
      ['{"id":11,"cmd":"new","game":"ygo","seed":1,"decks":["no-such-deck"]}', 'BAD_DECK', /no-such-deck/],
      ['{"id":12,"cmd":"new","game":"ygo","seed":1,"rules":"house"}', 'BAD_DECK', /house/],
      ['{"id":13,"cmd":"restore","game":"ygo","state":"{}"}', 'BAD_STATE', /ygo state/],
      ['{"id":{},"cmd":"close"}', 'BAD_REQUEST', /^id: /],
    ];
    for (const [line, code, message] of cases) {
      const r = await engine.raw(line);
      expect(r.ok, line).toBe(false);
      const error = r['error'] as ErrorLine;
      expect(error.code, line).toBe(code);
      expect(error.message, line).toMatch(message);
    }
    // A game's refusal names its rule; the id of a readable request is echoed.
    const bad = await engine.send({ id: 'x', cmd: 'respond', gameId, player: d.player, answer: [99] });
    expect(bad['id']).toBe('x');
    expect((bad['error'] as ErrorLine).rule).toBe(d.rule);
    // Nothing changed, and the process still answers.
    expect((await engine.ok({ cmd: 'serialize', gameId }))['state']).toBe(before);
    expect((await engine.ok({ cmd: 'decision', gameId }))['decision']).toEqual(d);
    await engine.ok({ cmd: 'close', gameId });
  });

  it('views and decisions are per player: the opponent sees a hand size and a decision summary', async () => {
    const g = await engine.ok({ cmd: 'new', game: 'ygo', seed: 'views', decks: ['classic', 'classic'] });
    const gameId = g['gameId'] as string;
    // Play past the coin toss into a turn with both hands dealt.
    let line = g;
    const agents = [new RandomAgent('v0'), new RandomAgent('v1')] as const;
    while ((line['turn'] as number) < 1) {
      const d = line['decision'] as Decision;
      line = await engine.ok({
        cmd: 'respond',
        gameId,
        player: d.player,
        answer: agents[d.player].act({ decision: d, state: null }),
      });
    }
    const d = line['decision'] as Decision;
    const me = d.player,
      other = me === 0 ? 1 : 0;
    type Hand = { players: { hand: unknown }[] };
    const mine = (await engine.ok({ cmd: 'view', gameId, player: me }))['view'] as Hand;
    const theirs = (await engine.ok({ cmd: 'view', gameId, player: other }))['view'] as Hand;
    expect(Array.isArray(mine.players[me]!.hand)).toBe(true);
    expect(typeof mine.players[other]!.hand).toBe('number');
    expect(typeof theirs.players[me]!.hand).toBe('number');
    expect(theirs.players[me]!.hand).toBe((mine.players[me]!.hand as unknown[]).length);
    expect((await engine.ok({ cmd: 'decision', gameId, player: me }))['decision']).toEqual(d);
    const summary = (await engine.ok({ cmd: 'decision', gameId, player: other }))['decision'];
    expect(summary).toEqual(
      d.about === undefined ? { player: me, kind: d.kind } : { player: me, kind: d.kind, about: d.about },
    );
    await engine.ok({ cmd: 'close', gameId });
  });

  it("events come as a player may see them: the opponent's draws never name the card", async () => {
    const g = await engine.ok({ cmd: 'new', game: 'ygo', seed: 'events' });
    const gameId = g['gameId'] as string;
    const twin = (await engine.ok({ cmd: 'clone', gameId }))['gameId'] as string;
    const d = g['decision'] as Decision;
    // The same answer (the coin toss winner's choice, then the opening hands are drawn) in two copies.
    type Draw = { type: string; player: number; code?: number };
    const seen = async (id: string, viewer: 0 | 1): Promise<Draw[]> => {
      const r = await engine.ok({ cmd: 'respond', gameId: id, player: d.player, answer: [0], eventsFor: viewer });
      return (r['events'] as Draw[]).filter((e) => e.type === 'draw');
    };
    const by0 = await seen(gameId, 0),
      by1 = await seen(twin, 1);
    expect(by0.length).toBeGreaterThanOrEqual(10);
    expect(by1.length).toBe(by0.length);
    for (const [events, viewer] of [
      [by0, 0],
      [by1, 1],
    ] as const)
      for (const e of events) {
        if (e.player === viewer) expect(typeof e.code).toBe('number');
        else expect(e.code).toBeUndefined();
      }
    // Without eventsFor, a response has no events (they are drained all the same).
    const next = (await engine.ok({ cmd: 'decision', gameId }))['decision'] as Decision;
    const r = await engine.ok({ cmd: 'respond', gameId, player: next.player, answer: [0] });
    expect(r['events']).toBeUndefined();
    await engine.ok({ cmd: 'close', gameId });
  });

  it('new takes a whole config as a replay stores it, checked like one', async () => {
    const g = await engine.ok({ cmd: 'new', game: 'ygo', seed: 'cfg', decks: ['classic'], rules: 'master-rule-2' });
    const text = (await engine.ok({ cmd: 'serialize', gameId: g['gameId'] }))['state'] as string;
    const config = (JSON.parse(text) as { config: { rules: string } }).config;
    expect(config.rules).toBe('master-rule-2');
    const again = await engine.ok({ cmd: 'new', game: 'ygo', seed: 'cfg', config });
    expect((await engine.ok({ cmd: 'serialize', gameId: again['gameId'] }))['state']).toBe(text);
    const both = await engine.send({ cmd: 'new', game: 'ygo', seed: 'cfg', config, rules: 'master-rule-2' });
    expect((both['error'] as ErrorLine).code).toBe('BAD_REQUEST');
    const bad = await engine.send({ cmd: 'new', game: 'ygo', seed: 'cfg', config: { ...config, decks: 'none' } });
    expect((bad['error'] as ErrorLine).code).toBe('BAD_DECK');
    for (const id of [g['gameId'], again['gameId']]) await engine.ok({ cmd: 'close', gameId: id });
  });

  it('clone, serialize and restore give independent games; close forgets one', async () => {
    const g = await engine.ok({ cmd: 'new', game: 'optcg', seed: 'c' });
    const gameId = g['gameId'] as string;
    const text = (await engine.ok({ cmd: 'serialize', gameId }))['state'] as string;
    const copy = (await engine.ok({ cmd: 'clone', gameId }))['gameId'] as string;
    expect(copy).not.toBe(gameId);
    const d = g['decision'] as Decision;
    await engine.ok({ cmd: 'respond', gameId: copy, player: d.player, answer: [0] });
    // Answering the clone left the original as it was.
    expect((await engine.ok({ cmd: 'serialize', gameId }))['state']).toBe(text);
    expect((await engine.ok({ cmd: 'serialize', gameId: copy }))['state']).not.toBe(text);
    const back = await engine.ok({ cmd: 'restore', game: 'optcg', state: text });
    expect(back['decision']).toEqual(d);
    expect((await engine.ok({ cmd: 'serialize', gameId: back['gameId'] }))['state']).toBe(text);
    // A surrender ends the game at once (any player, any time).
    const s = await engine.ok({ cmd: 'surrender', gameId: copy, player: 1 });
    expect(s['decision']).toBeNull();
    expect((s['result'] as { winner: number }).winner).toBe(0);
    for (const id of [gameId, copy, back['gameId']]) await engine.ok({ cmd: 'close', gameId: id });
    const gone = await engine.send({ cmd: 'view', gameId, player: 0 });
    expect((gone['error'] as ErrorLine).code).toBe('UNKNOWN_GAME_ID');
  });

  it('`engine` without --stdio is one error line', () => {
    const r = spawnSync(process.execPath, ['bin/arbiter.js', 'engine'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('arbiter: engine needs --stdio (JSON lines on standard input and output)\n');
  });
});
