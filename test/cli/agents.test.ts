/**
 * `simulate --agent0/--agent1` and `play --opponent` (issue 9): agents named in text, seats alternating between
 * games, a summary line per agent with its 95 % confidence interval, and one error line for an agent that does not
 * exist or that the game lacks.
 */
import { describe, expect, it } from 'vitest';
import { parseAgentSpec, wilson95 } from '../../src/core/agent-spec.ts';
import { builtinRegistry } from '../../src/cli/registry.ts';
import { cli, oneErrorLine } from './run-cli.ts';

const untimed = (out: string): string => out.replace(/^(threads: \d+|.* (games|decisions)\/s)$/gm, '');

describe('agents named in text', () => {
  it('reads random, heuristic and search budgets, and refuses anything else', () => {
    expect(parseAgentSpec('heuristic')).toEqual({ kind: 'heuristic', text: 'heuristic' });
    expect(parseAgentSpec('search:200ms')).toEqual({ kind: 'search', ms: 200, text: 'search:200ms' });
    expect(parseAgentSpec('search:50:random')).toEqual({
      kind: 'search',
      iterations: 50,
      playout: 'random',
      text: 'search:50:random',
    });
    for (const bad of ['smart', 'search:', 'search:0', 'search:1s', 'heuristic:3'])
      expect(() => parseAgentSpec(bad)).toThrow();
  });

  it('gives a Wilson interval that holds the observed rate', () => {
    const [lo, hi] = wilson95(131, 200);
    expect(lo).toBeCloseTo(58.7, 0);
    expect(hi).toBeCloseTo(71.8, 0);
    expect(wilson95(0, 10)[0]).toBe(0);
  });
});

describe('arbiter <game> simulate --agent0 --agent1', () => {
  it('plays the agents in alternating seats and reports each with its interval, the same on 2 threads', async () => {
    const args = ['ygo', 'simulate', '--games', '6', '--seed', 'ag', '--agent0', 'heuristic', '--agent1', 'random'];
    const one = await cli([...args, '--workers', '1'], '', { registry: builtinRegistry });
    expect(one.code).toBe(0);
    expect(one.out).toMatch(/heuristic vs random \(seats alternate\) games/);
    const line = /^agent0 heuristic: (\d+) wins of 6 \(\d+\.\d %, 95 % CI \d+\.\d–\d+\.\d %\)$/m.exec(one.out);
    expect(line).not.toBeNull();
    expect(Number(line![1])).toBeGreaterThanOrEqual(5);
    expect(one.out).toMatch(/^agent1 random: \d+ wins of 6 /m);
    const two = await cli([...args, '--workers', '2'], '', { registry: builtinRegistry });
    expect(untimed(two.out)).toBe(untimed(one.out));
  }, 120_000);

  it('refuses an unknown agent, and an agent the game does not have, with one line', async () => {
    const bad = await cli(['ygo', 'simulate', '--games', '2', '--agent0', 'genius'], '', { registry: builtinRegistry });
    expect(bad.code).not.toBe(0);
    expect(oneErrorLine(bad)).toMatch(/unknown agent "genius"/);
    const toy = await cli(['toy', 'simulate', '--games', '2', '--agent1', 'heuristic']);
    expect(toy.code).not.toBe(0);
    expect(oneErrorLine(toy)).toMatch(/has no heuristic agent/);
    const play = await cli(['toy', 'play', '--seed', '1', '--opponent', 'search:10']);
    expect(oneErrorLine(play)).toMatch(/has no search agent/);
  });

  it('plays ONE PIECE with a search agent on an iteration budget', async () => {
    const r = await cli(
      ['optcg', 'simulate', '--games', '2', '--seed', 's', '--agent0', 'search:4', '--workers', '1'],
      '',
      {
        registry: builtinRegistry,
      },
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^agent0 search:4: \d+ wins of 2 /m);
  }, 120_000);
});
