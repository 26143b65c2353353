import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RandomAgent, randomAnswer } from '../../src/core/agents.ts';
import { checkAnswerShape, type Decision } from '../../src/core/decision.ts';
import { seedRng } from '../../src/core/rng.ts';

/** Arbitrary decisions: n options, 0 <= min <= max, max possibly above n (the agent caps it). */
const decisionArb = fc
  .integer({ min: 1, max: 9 })
  .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n }), fc.integer({ min: 0, max: n + 2 })))
  .filter(([, lo, hi]) => lo <= hi)
  .map(([n, min, max]): Decision => ({
    player: 1,
    kind: 'select-cards',
    prompt: 'pick',
    rule: 'test §2',
    options: Array.from({ length: n }, (_, i) => ({ label: `o${i}` })),
    min,
    max,
  }));

describe('randomAnswer', () => {
  it('is always a legal answer (property)', () => {
    fc.assert(
      fc.property(decisionArb, fc.string(), (d, seed) => {
        const rng = seedRng(seed);
        for (let i = 0; i < 20; i++) expect(checkAnswerShape(d, 1, randomAnswer(rng, d))).toBeNull();
      }),
    );
  });

  it('covers every count from min to max and every option', () => {
    const d: Decision = {
      player: 0,
      kind: 'select-cards',
      prompt: 'p',
      rule: 'r',
      options: Array.from({ length: 5 }, (_, i) => ({ label: `${i}` })),
      min: 1,
      max: 4,
    };
    const rng = seedRng('cover');
    const counts = new Set<number>();
    const picked = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const a = randomAnswer(rng, d);
      counts.add(a.length);
      for (const x of a) picked.add(x);
    }
    expect([...counts].sort()).toEqual([1, 2, 3, 4]);
    expect([...picked].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives the empty answer for a decision with no options and min 0', () => {
    const d: Decision = { player: 0, kind: 'select-cards', prompt: 'p', rule: 'r', options: [], min: 0, max: 3 };
    expect(randomAnswer(seedRng(1), d)).toEqual([]);
  });

  it('produces every order for an ordered decision', () => {
    const d: Decision = {
      player: 0,
      kind: 'order',
      prompt: 'order',
      rule: 'r',
      options: [{ label: 'a' }, { label: 'b' }, { label: 'c' }],
      min: 3,
      max: 3,
      ordered: true,
    };
    const rng = seedRng('order');
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) seen.add(randomAnswer(rng, d).join(''));
    expect(seen.size).toBe(6);
  });

  it('is uniform among single options', () => {
    const d: Decision = {
      player: 0,
      kind: 'action',
      prompt: 'p',
      rule: 'r',
      options: [{ label: 'a' }, { label: 'b' }, { label: 'c' }, { label: 'd' }],
      min: 1,
      max: 1,
    };
    const rng = seedRng('uniform');
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 8000; i++) counts[randomAnswer(rng, d)[0]!]!++;
    for (const c of counts) expect(Math.abs(c - 2000)).toBeLessThan(200);
  });
});

describe('RandomAgent', () => {
  it('is deterministic in its seed', () => {
    const d: Decision = {
      player: 0,
      kind: 'select-cards',
      prompt: 'p',
      rule: 'r',
      options: Array.from({ length: 7 }, (_, i) => ({ label: `${i}` })),
      min: 0,
      max: 7,
    };
    const a = new RandomAgent('s'),
      b = new RandomAgent('s'),
      c = new RandomAgent('t');
    const run = (ag: RandomAgent): readonly number[][] =>
      Array.from({ length: 30 }, () => [...ag.act({ decision: d, state: null })]);
    const ra = run(a);
    expect(run(b)).toEqual(ra);
    expect(run(c)).not.toEqual(ra);
  });
});
