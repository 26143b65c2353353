/** The Yu-Gi-Oh! conformance report covers every worked example of the digests, once, in order. */
import { describe, expect, it } from 'vitest';
import { cases } from '../../../conformance/ygo/index.ts';

describe('YGO conformance case list', () => {
  const ids = cases.map((c) => c.id);

  it('has 003 TC-01 … TC-135 in order (the digest numbers 135 examples)', () => {
    const tcs = ids.filter((id) => id.startsWith('003 TC-'));
    expect(tcs).toEqual(Array.from({ length: 135 }, (_, i) => `003 TC-${String(i + 1).padStart(2, '0')}`));
  });

  it('has the 31 scenarios of the older digest (§13), prefixed with their seeds, in order', () => {
    const older = ids.filter((id) => / S-\d\d$/.test(id));
    expect(older.map((id) => Number(id.slice(-2)))).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    for (const id of older) expect(id).toMatch(/^(000|002|004)(\/(000|002|004))* S-\d\d$/);
  });

  it('every case either runs or names the mechanic it waits for', () => {
    for (const c of cases) {
      expect(c.title.length, c.id).toBeGreaterThan(10);
      if (c.pending !== undefined) expect(c.pending.length, c.id).toBeGreaterThan(5);
      else expect(typeof c.run, c.id).toBe('function');
    }
  });
});
