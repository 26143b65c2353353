import { describe, expect, it } from 'vitest';
import { benchModule, formatResult } from '../../bench/harness.ts';
import type { AnyGameModule } from '../../src/core/module.ts';
import { toyModule, type ToyState } from '../support/toy-game.ts';

describe('bench harness', () => {
  it('measures a module through the GameModule interface alone', () => {
    const r = benchModule(toyModule as unknown as AnyGameModule, {
      games: 200,
      seconds: 0.2,
      creates: 100,
      samples: 20,
      memoryGames: 200,
    });
    expect(r.games).toBe(200);
    expect(r.id).toBe('toy');
    expect(r.decks).toEqual(['low', 'high']);
    for (const v of [
      r.gamesPerSec,
      r.decisionsPerSec,
      r.createMs,
      r.cloneUs,
      r.serializeUs,
      r.deserializeUs,
      r.stateChars,
    ]) {
      expect(Number.isFinite(v) && v > 0).toBe(true);
    }
    expect(r.avgDecisions).toBeGreaterThanOrEqual(r.avgTurns);
    expect(r.decisionsPerSec / r.gamesPerSec).toBeCloseTo(r.avgDecisions, 6);
    // A toy state is a few small arrays: well under 16 KiB, and more than nothing.
    if (r.memoryKiB !== null) {
      expect(r.memoryKiB).toBeGreaterThan(0);
      expect(r.memoryKiB).toBeLessThan(16);
    }
    expect(r.checks).toBe('ok');
    const text = formatResult(r);
    expect(text.split('\n').at(-1)).toMatch(/^\d+\.\d games\/s$/);
    expect(text).toMatch(/^clone \(µs\) +\d+\.\d\d$/m);
  });

  it('reports a clone that shares state with its original', () => {
    const shallow = {
      ...toyModule,
      game: { ...toyModule.game, clone: (s: ToyState) => ({ ...s }) },
    } as unknown as AnyGameModule;
    const r = benchModule(shallow, { games: 20, seconds: 0.1, creates: 10, samples: 10, memoryGames: 10 });
    expect(r.checks).toMatch(/^FAILED: playing on a clone changed its original/);
  });
});
