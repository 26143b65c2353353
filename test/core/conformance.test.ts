import { describe, expect, it } from 'vitest';
import assert from 'node:assert/strict';
import { runCase } from '../../src/core/conformance.ts';

describe('runCase', () => {
  it('passes a case whose run returns', () => {
    expect(runCase({ id: 'x 1', title: 't', run: () => assert.equal(1, 1) })).toEqual({
      id: 'x 1',
      title: 't',
      status: 'pass',
    });
  });

  it('fails a case whose run throws, keeping the first line of the message', () => {
    const s = runCase({ id: 'x 2', title: 't', run: () => assert.deepEqual([1], [2]) });
    expect(s.status).toBe('fail');
    if (s.status === 'fail') {
      expect(s.error).not.toContain('\n');
      expect(s.error).toMatch(/deep/i);
    }
    expect(
      runCase({
        id: 'x 3',
        title: 't',
        run: () => {
          throw 'plain';
        },
      }),
    ).toMatchObject({ status: 'fail', error: 'plain' });
  });

  it('marks pending cases and cases without a scenario, without running them', () => {
    let ran = false;
    expect(
      runCase({
        id: 'x 4',
        title: 't',
        pending: 'chains',
        run: () => {
          ran = true;
        },
      }),
    ).toEqual({ id: 'x 4', title: 't', status: 'pending', reason: 'chains' });
    expect(ran).toBe(false);
    expect(runCase({ id: 'x 5', title: 't' })).toMatchObject({ status: 'pending', reason: 'no scenario written' });
  });
});
