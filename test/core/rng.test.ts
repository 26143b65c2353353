import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cloneRng, nextInt, nextUint32, seedRng, shuffleInPlace, splitRng } from '../../src/core/rng.ts';

const take = (s: ReturnType<typeof seedRng>, n: number): number[] => Array.from({ length: n }, () => nextUint32(s));

describe('rng: determinism', () => {
  it('the same seed gives the same stream, for numbers and strings', () => {
    expect(take(seedRng(42), 100)).toEqual(take(seedRng(42), 100));
    expect(take(seedRng('duel-7'), 100)).toEqual(take(seedRng('duel-7'), 100));
  });

  it('different seeds give different streams; 1 and "1" are different seeds', () => {
    expect(take(seedRng(1), 8)).not.toEqual(take(seedRng(2), 8));
    expect(take(seedRng(1), 8)).not.toEqual(take(seedRng('1'), 8));
    expect(take(seedRng('a'), 8)).not.toEqual(take(seedRng('b'), 8));
  });

  it('state is a plain array of four uint32 that survives JSON', () => {
    const s = seedRng(9);
    nextUint32(s);
    const copy = JSON.parse(JSON.stringify(s)) as typeof s;
    expect(copy).toHaveLength(4);
    expect(take(copy, 20)).toEqual(take(s, 20));
  });

  it('cloneRng copies without sharing', () => {
    const s = seedRng(3);
    const c = cloneRng(s);
    const a = take(s, 10);
    expect(take(c, 10)).toEqual(a);
    nextUint32(c);
    expect(c).not.toEqual(s);
  });

  it('known values pin the generator (changing the algorithm would break every stored replay)', () => {
    const s = seedRng(0);
    expect([nextUint32(s), nextUint32(s)]).toEqual([2587316925, 1439917496]);
    const t = seedRng('arbiter');
    expect([nextInt(t, 100), nextInt(t, 100), nextInt(t, 100)]).toEqual([71, 23, 80]);
  });
});

describe('rng: distribution sanity', () => {
  it('nextInt(6) is close to uniform (chi-square, 5 degrees of freedom)', () => {
    const s = seedRng('dice');
    const counts = new Array<number>(6).fill(0);
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[nextInt(s, 6)]!++;
    const expected = n / 6;
    const chi2 = counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
    // p = 0.001 critical value for 5 d.o.f. is 20.5.
    expect(chi2).toBeLessThan(20.5);
  });

  it('nextUint32 bits are balanced', () => {
    const s = seedRng('bits');
    const ones = new Array<number>(32).fill(0);
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const x = nextUint32(s);
      for (let b = 0; b < 32; b++) if ((x >>> b) & 1) ones[b]!++;
    }
    for (const o of ones) expect(Math.abs(o / n - 0.5)).toBeLessThan(0.02);
  });

  it('nextInt stays in range for awkward bounds', () => {
    const s = seedRng('bounds');
    for (const n of [1, 2, 3, 7, 1000, 2 ** 31 + 1, 2 ** 32 - 1]) {
      for (let i = 0; i < 200; i++) {
        const x = nextInt(s, n);
        expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
      }
    }
    expect(nextInt(s, 1)).toBe(0);
  });
});

describe('rng: shuffle', () => {
  it('is a permutation (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (arr, seed) => {
        const copy = arr.slice();
        shuffleInPlace(seedRng(seed), copy);
        expect(copy.slice().sort((a, b) => a - b)).toEqual(arr.slice().sort((a, b) => a - b));
      }),
    );
  });

  it('reaches all 24 orders of 4 cards about equally often', () => {
    const s = seedRng('perm');
    const seen = new Map<string, number>();
    const n = 24_000;
    for (let i = 0; i < n; i++) {
      const a = [0, 1, 2, 3];
      shuffleInPlace(s, a);
      const k = a.join('');
      seen.set(k, (seen.get(k) ?? 0) + 1);
    }
    expect(seen.size).toBe(24);
    for (const c of seen.values()) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  it('is deterministic in the seed', () => {
    const a = Array.from({ length: 40 }, (_, i) => i);
    const b = a.slice();
    shuffleInPlace(seedRng(5), a);
    shuffleInPlace(seedRng(5), b);
    expect(a).toEqual(b);
  });
});

describe('rng: split', () => {
  it('is deterministic and advances the parent', () => {
    const p1 = seedRng(11),
      p2 = seedRng(11);
    expect(take(splitRng(p1), 10)).toEqual(take(splitRng(p2), 10));
    expect(p1).toEqual(p2);
    expect(p1).not.toEqual(seedRng(11));
  });

  it('gives streams independent of the parent and of each other', () => {
    const parent = seedRng('root');
    const a = splitRng(parent);
    const b = splitRng(parent);
    const n = 5000;
    const xs = take(a, n),
      ys = take(b, n),
      zs = take(parent, n);
    expect(xs).not.toEqual(ys);
    // Pearson correlation of the streams as floats is near zero.
    const corr = (u: number[], v: number[]): number => {
      const mu = u.reduce((x, y) => x + y, 0) / u.length,
        mv = v.reduce((x, y) => x + y, 0) / v.length;
      let suv = 0,
        suu = 0,
        svv = 0;
      for (let i = 0; i < u.length; i++) {
        suv += (u[i]! - mu) * (v[i]! - mv);
        suu += (u[i]! - mu) ** 2;
        svv += (v[i]! - mv) ** 2;
      }
      return suv / Math.sqrt(suu * svv);
    };
    expect(Math.abs(corr(xs, ys))).toBeLessThan(0.05);
    expect(Math.abs(corr(xs, zs))).toBeLessThan(0.05);
    // No shared values at equal positions beyond chance.
    expect(xs.filter((x, i) => x === ys[i]).length).toBe(0);
  });

  it('drawing from a child does not move the parent', () => {
    const parent = seedRng('p');
    const child = splitRng(parent);
    const before = cloneRng(parent);
    take(child, 100);
    expect(parent).toEqual(before);
  });
});
