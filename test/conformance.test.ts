/** Every game's conformance case as a vitest test named by its id; pending cases are skipped. */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadCases } from '../src/cli/conformance.ts';
import { gameIds } from '../src/games.ts';

const games = await loadCases(gameIds(), fileURLToPath(new URL('../conformance/', import.meta.url)));

describe('conformance', () => {
  it('case ids are unique within each game', () => {
    for (const g of games) {
      const ids = g.cases.map((c) => c.id);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        `duplicate ids in ${g.game}`,
      ).toEqual([]);
    }
  });

  for (const g of games) {
    describe(g.game, () => {
      for (const c of g.cases) {
        if (c.pending !== undefined || !c.run) it.skip(c.id, () => {});
        else it(c.id, () => c.run!());
      }
    });
  }
});
