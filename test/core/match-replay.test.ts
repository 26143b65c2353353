import { describe, expect, it } from 'vitest';
import { RandomAgent, type Agent } from '../../src/core/agents.ts';
import { MatchError, runMatch } from '../../src/core/match.ts';
import {
  parseReplay,
  playReplay,
  ReplayError,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
} from '../../src/core/replay.ts';
import { toyGame, toyModule } from '../support/toy-game.ts';
import type { AnyGame } from '../../src/core/game.ts';

const game = toyGame as unknown as AnyGame;
const config = toyModule.configFor([toyModule.loadDeck('low'), toyModule.loadDeck('high')]);
const agents = (seed: string): [Agent, Agent] => [new RandomAgent(`${seed}/0`), new RandomAgent(`${seed}/1`)];
const play = (seed: string) => runMatch(game, config, seed, agents(seed), { recordEvents: true });

describe('runMatch', () => {
  it('plays a game to its end and records a replay of every decision', () => {
    const out = play('m1');
    expect(out.result).not.toBeNull();
    expect(out.replay.steps).toHaveLength(out.decisions);
    expect(out.replay).toMatchObject({ format: REPLAY_FORMAT, version: REPLAY_VERSION, game: 'toy', seed: 'm1' });
    expect(out.replay.result).toEqual(out.result);
    expect(out.turns).toBe(toyGame.turn(out.state as never));
    expect(out.events[0]).toEqual({ type: 'shuffle', player: 0 });
    expect(out.events.at(-1)).toMatchObject({ type: 'end' });
  });

  it('is deterministic in config, seed and agents', () => {
    expect(JSON.stringify(play('same').events)).toBe(JSON.stringify(play('same').events));
    expect(JSON.stringify(play('a').events)).not.toBe(JSON.stringify(play('b').events));
  });

  it('does not keep events or steps when asked not to', () => {
    const out = runMatch(game, config, 's', agents('s'), { recordReplay: false });
    expect(out.events).toEqual([]);
    expect(out.replay.steps).toEqual([]);
    expect(out.decisions).toBeGreaterThan(0);
  });

  it('calls onDecision before each decision', () => {
    const seen: number[] = [];
    const out = runMatch(game, config, 'cb', agents('cb'), { onDecision: (_s, i) => seen.push(i) });
    expect(seen).toEqual(Array.from({ length: out.decisions }, (_, i) => i));
  });

  it('throws MatchError on an illegal agent answer, naming the rule', () => {
    const bad: Agent = { name: 'bad', act: () => [99] };
    expect(() => runMatch(game, config, 1, [bad, bad])).toThrow(MatchError);
    expect(() => runMatch(game, config, 1, [bad, bad])).toThrow(/agent bad gave an illegal answer \[99\].*toy §4/);
  });

  it('throws MatchError past maxDecisions', () => {
    expect(() => runMatch(game, config, 1, agents('x'), { maxDecisions: 2 })).toThrow(/did not end within 2 decisions/);
  });
});

describe('playReplay', () => {
  it('reproduces the event log and final state byte for byte, over many games', () => {
    for (let i = 0; i < 300; i++) {
      const out = play(`r${i}`);
      const replay = parseReplay(JSON.stringify(out.replay));
      const back = playReplay(game, replay);
      expect(JSON.stringify(back.events)).toBe(JSON.stringify(out.events));
      expect(back.finalState).toBe(toyGame.serialize(out.state as never));
      expect(back.result).toEqual(out.result);
    }
  });

  it('passes the events to onEvents in order', () => {
    const out = play('on');
    const got: unknown[] = [];
    playReplay(game, out.replay, (evs) => got.push(...evs));
    expect(got).toEqual(out.events);
  });

  it('refuses a tampered replay with ReplayError naming the step and the rule', () => {
    const out = play('tamper');
    const outOfRange: Replay = structuredClone(out.replay);
    outOfRange.steps[3]!.a = [42];
    expect(() => playReplay(game, outOfRange)).toThrow(ReplayError);
    expect(() => playReplay(game, outOfRange)).toThrow(/^step 3: option 42 does not exist .*\(toy §/);

    const wrongPlayer: Replay = structuredClone(out.replay);
    wrongPlayer.steps[0]!.p = 1;
    expect(() => playReplay(game, wrongPlayer)).toThrow(/step 0: player 1 is not the one to decide/);

    const tooLong: Replay = structuredClone(out.replay);
    tooLong.steps.push({ p: 0, a: [0] });
    expect(() => playReplay(game, tooLong)).toThrow(new RegExp(`step ${out.decisions}: the game is over`));
  });

  it('refuses a replay for another game', () => {
    const out = play('other');
    expect(() => playReplay(game, { ...out.replay, game: 'ygo' })).toThrow(/replay is for game "ygo", not "toy"/);
  });

  it('a truncated replay plays back to an unfinished game', () => {
    const out = play('trunc');
    const { check: _check, ...unhashed } = out.replay;
    const back = playReplay(game, { ...unhashed, version: 1, steps: out.replay.steps.slice(0, 2) });
    expect(back.result).toBeNull();
    expect(back.verified).toBe(false);
  });

  it('a truncated replay that keeps its hashes is refused: it is not the recorded game', () => {
    const out = play('trunc');
    expect(() => playReplay(game, { ...out.replay, steps: out.replay.steps.slice(0, 2) })).toThrow(
      'the final event log or state differs from the recorded hashes',
    );
  });
});

describe('parseReplay', () => {
  const check = { start: '0123abcd', steps: ['89abcdef'], events: 'a'.repeat(64), state: 'b'.repeat(64) };
  const good = {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: 'toy',
    config: {},
    seed: 1,
    steps: [{ p: 0, a: [1] }],
    check,
  };
  const bad = (v: unknown): string => JSON.stringify(v);
  const cases: [string, string, RegExp][] = [
    ['not JSON', '{', /^not JSON: /],
    ['JSON null', 'null', /a replay is a JSON object/],
    ['a number', '3', /a replay is a JSON object/],
    ['wrong format', bad({ ...good, format: 'other' }), /"format" must be "arbiter-replay"/],
    ['no format', bad({ ...good, format: undefined }), /"format" must be/],
    ['future version', bad({ ...good, version: 3 }), /unsupported replay version 3 \(this build reads 1 and 2\)/],
    [
      'version 2 without hashes',
      bad({ ...good, check: undefined }),
      /"check" \(the hashes of a version 2 replay\) is missing/,
    ],
    ['a hash too short', bad({ ...good, check: { ...check, state: 'abc' } }), /"check" must hold/],
    [
      'a hash per step missing',
      bad({ ...good, check: { ...check, steps: [] } }),
      /"check" has 0 step hashes for 1 steps/,
    ],
    ['game not a string', bad({ ...good, game: 3 }), /"game" must be a string/],
    ['seed a boolean', bad({ ...good, seed: true }), /"seed" must be a number or string/],
    ['steps not a list', bad({ ...good, steps: {} }), /"steps" must be a list/],
    ['step null', bad({ ...good, steps: [null] }), /step 0 must be/],
    [
      'step with player 2',
      bad({
        ...good,
        steps: [
          { p: 0, a: [] },
          { p: 2, a: [0] },
        ],
      }),
      /step 1 must be/,
    ],
    ['step answer not a list', bad({ ...good, steps: [{ p: 0, a: 1 }] }), /step 0 must be/],
    ['step answer with a fraction', bad({ ...good, steps: [{ p: 0, a: [0.5] }] }), /step 0 must be/],
    ['step answer with a string', bad({ ...good, steps: [{ p: 0, a: ['1'] }] }), /step 0 must be/],
  ];
  for (const [name, text, msg] of cases) {
    it(`refuses ${name}`, () => {
      expect(() => parseReplay(text)).toThrow(ReplayError);
      expect(() => parseReplay(text)).toThrow(msg);
    });
  }

  it('accepts a well-formed replay and keeps its fields', () => {
    expect(parseReplay(JSON.stringify(good))).toEqual(good);
    const { check: _c, ...v1 } = { ...good, version: 1 };
    expect(parseReplay(JSON.stringify(v1))).toEqual(v1);
    expect(parseReplay(JSON.stringify({ ...good, seed: 'text seed' })).seed).toBe('text seed');
  });
});
