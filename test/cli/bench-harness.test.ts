import { describe, expect, it } from 'vitest';
import { agentTexts, benchAgent, formatAgents } from '../../bench/agents.ts';
import { benchModule, formatResult } from '../../bench/harness.ts';
import { loadModule } from '../../src/games.ts';
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

describe('bench: agents', () => {
  it('times random alone for a module without agents', () => {
    const mod = toyModule as unknown as AnyGameModule;
    expect(agentTexts(mod)).toEqual(['random']);
    const config = mod.configFor([mod.loadDeck('low'), mod.loadDeck('high')]);
    const r = benchAgent(mod, config, 'random', { seconds: 0.02 });
    expect(r.agent).toBe('random');
    expect(r.decisions).toBeGreaterThan(0);
    expect(r.decisionsPerSec).toBeCloseTo(r.decisions / r.seconds, 6);
    expect(r.playouts).toBeUndefined();
    expect(formatAgents([r])).toMatch(/^random {2}\d+ decisions\/s$/);
  });

  it("gives the search agent's playouts per second next to its decisions per second (ONE PIECE)", async () => {
    const mod = await loadModule('optcg');
    expect(agentTexts(mod, 3)).toEqual(['random', 'heuristic', 'search:3']);
    const config = mod.configFor([mod.loadDeck(mod.defaultDecks[0]), mod.loadDeck(mod.defaultDecks[1])]);
    const results = agentTexts(mod, 3).map((t) => benchAgent(mod, config, t, { seconds: 0.05 }));
    for (const r of results) expect(r.decisions).toBeGreaterThan(0);
    const search = results[2]!;
    expect(search.playouts).toBeGreaterThan(0);
    expect(search.playoutsPerSec).toBeCloseTo(search.playouts! / search.seconds, 6);
    // The time budget stops a game in the middle: a search game is not played to its end past the budget.
    expect(search.seconds).toBeLessThan(2);
    const text = formatAgents(results).split('\n');
    expect(text[2]).toMatch(/^search:3 +\d+ decisions\/s, \d+ playouts\/s$/);
    expect(text[1]).toMatch(/^heuristic {2}\d+ decisions\/s$/);
  });
});
