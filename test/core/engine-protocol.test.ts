/** The engine protocol in-process, on the toy game: any line gets exactly one response, and a refusal changes nothing. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMMANDS, EngineSession, parseRequest, type ModuleSet } from '../../src/core/engine-protocol.ts';
import type { AnyGameModule } from '../../src/core/module.ts';
import { toyModule } from '../support/toy-game.ts';

const toy: ModuleSet = { ids: () => ['toy'], load: async () => toyModule as unknown as AnyGameModule };

type Line = { id: unknown; ok: boolean; error?: { code: string }; [k: string]: unknown };
const parse = (s: string): Line => JSON.parse(s) as Line;

/** Stands for the id of the game kept open, filled in when the line is sent. */
const OPEN = '$open';

/** Request-like objects: a known or unknown command with fields of any shape, the open game's id or another. */
const requestArb = fc.record(
  {
    id: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object()),
    cmd: fc.oneof(fc.constantFrom(...COMMANDS), fc.string()),
    gameId: fc.oneof(fc.constant(OPEN), fc.string()),
    game: fc.oneof(fc.constant('toy'), fc.string()),
    player: fc.oneof(fc.constantFrom(0, 1, 2, -1), fc.jsonValue()),
    answer: fc.oneof(fc.array(fc.integer({ min: -2, max: 5 }), { maxLength: 4 }), fc.jsonValue()),
    seed: fc.oneof(fc.string(), fc.integer(), fc.jsonValue()),
    state: fc.oneof(fc.string(), fc.jsonValue()),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

/** Well-formed requests, so that lines also get past the checks: the game answers, refuses, or moves on. */
const player = fc.constantFrom(0, 1);
const target = fc.oneof({ weight: 5, arbitrary: fc.constant(OPEN) }, { weight: 1, arbitrary: fc.constant('g999') });
const wellFormedArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      cmd: fc.constant('respond'),
      gameId: target,
      player,
      answer: fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ cmd: fc.constantFrom('decision', 'view'), gameId: target, player }) },
  { weight: 1, arbitrary: fc.record({ cmd: fc.constantFrom('serialize', 'clone', 'close'), gameId: target }) },
  { weight: 1, arbitrary: fc.record({ cmd: fc.constant('surrender'), gameId: target, player }) },
  {
    weight: 1,
    arbitrary: fc.record({
      cmd: fc.constant('new'),
      game: fc.constantFrom('toy', 'nope'),
      seed: fc.integer(),
      decks: fc.constantFrom(['high'], ['low', 'high'], ['nope']),
    }),
  },
  { weight: 1, arbitrary: fc.record({ cmd: fc.constant('restore'), game: fc.constant('toy'), state: fc.string() }) },
);

describe('engine protocol', () => {
  it('answers any line with one JSON response; a refused one leaves the games as they were', async () => {
    const session = new EngineSession(toy);
    const open = async (): Promise<string> => {
      const g = parse(await session.handleLine(JSON.stringify({ cmd: 'new', game: 'toy', seed: 1 })));
      expect(g.ok).toBe(true);
      return g['gameId'] as string;
    };
    let gameId = await open();
    const snapshot = async () => parse(await session.handleLine(JSON.stringify({ cmd: 'serialize', gameId })))['state'];
    const answered = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          requestArb.map((r) => JSON.stringify(r)),
          { weight: 4, arbitrary: wellFormedArb.map((r) => JSON.stringify(r)) },
        ),
        async (text) => {
          const line = text.replaceAll(JSON.stringify(OPEN), JSON.stringify(gameId));
          const before = await snapshot();
          const count = session.size;
          const out = await session.handleLine(line);
          expect(out).not.toMatch(/\n/);
          const r = parse(out);
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) {
            expect(r.error?.code).toMatch(/^[A-Z_]+$/);
            expect(r.error?.code).not.toBe('INTERNAL');
            expect(await snapshot()).toBe(before);
            expect(session.size).toBe(count);
          }
          if (r.ok) answered.add(line.includes('"cmd":"respond"') ? 'respond' : 'other');
          else answered.add(r.error!.code);
          // The watched game closed or over: watch a new one.
          const now = parse(await session.handleLine(JSON.stringify({ cmd: 'decision', gameId })));
          if (!now.ok || now['decision'] === null) gameId = await open();
        },
      ),
      { numRuns: 600, seed: 9 },
    );
    // The lines reached every outcome: answers taken, refusals by the checks, by the open games and by the rules.
    for (const k of ['respond', 'other', 'BAD_JSON', 'BAD_REQUEST', 'UNKNOWN_COMMAND', 'UNKNOWN_GAME_ID'])
      expect(answered).toContain(k);
    for (const k of ['UNKNOWN_GAME', 'BAD_DECK', 'BAD_STATE', 'NOT_YOUR_DECISION', 'BAD_OPTION'])
      expect(answered).toContain(k);
  });

  it('parses a valid request into its typed form and echoes its id', () => {
    expect(parseRequest('{"id":"a","cmd":"respond","gameId":"g1","player":1,"answer":[2]}')).toEqual({
      id: 'a',
      cmd: 'respond',
      gameId: 'g1',
      player: 1,
      answer: [2],
    });
    expect(parseRequest('{"id":7,"cmd":"close"}')).toEqual({
      id: 7,
      ok: false,
      error: { code: 'BAD_REQUEST', message: expect.stringMatching(/^close: gameId: /) as unknown as string },
    });
  });
});
