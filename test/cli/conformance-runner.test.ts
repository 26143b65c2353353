import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCases, runConformance } from '../../src/cli/conformance.ts';
import { tempDir } from './run-cli.ts';

/** A conformance folder with a toy game's cases: one passing, one failing, one pending, one without a scenario. */
function fixture(): string {
  const dir = tempDir();
  mkdirSync(join(dir, 'toy'));
  writeFileSync(
    join(dir, 'toy', 'index.ts'),
    `import assert from 'node:assert/strict';
export const cases = [
  { id: 'toy TC-01', title: 'two plus two → four', run: () => assert.equal(2 + 2, 4) },
  { id: 'toy TC-02', title: 'a wrong ruling', run: () => assert.equal(1, 2, 'expected the pile to hold 2 cards') },
  { id: 'toy TC-03', title: 'waits for discards', pending: 'discard costs' },
  { id: 'toy TC-04', title: 'nothing yet' },
];
`,
  );
  mkdirSync(join(dir, 'broken'));
  writeFileSync(join(dir, 'broken', 'index.ts'), 'export const cases = 3;\n');
  return dir;
}

describe('conformance runner', () => {
  it('loads the games that have a folder and skips the others', async () => {
    const dir = fixture();
    const games = await loadCases(['nogame', 'toy'], dir);
    expect(games.map((g) => g.game)).toEqual(['toy']);
    expect(games[0]!.cases.map((c) => c.id)).toEqual(['toy TC-01', 'toy TC-02', 'toy TC-03', 'toy TC-04']);
  });

  it('refuses a folder whose index does not export a list of cases', async () => {
    await expect(loadCases(['broken'], fixture())).rejects.toThrow(/broken\/index\.ts must export "cases"/);
  });

  it('prints one line per case and the closing count', async () => {
    const report = runConformance(await loadCases(['toy'], fixture()));
    expect(report.lines).toEqual([
      'PASS  toy TC-01  two plus two → four',
      'FAIL  toy TC-02  a wrong ruling — expected the pile to hold 2 cards',
      'PEND  toy TC-03  waits for discards — discard costs',
      'PEND  toy TC-04  nothing yet — no scenario written',
      'conformance: 1 passed, 1 failed, 2 pending of 4',
    ]);
    expect(report).toMatchObject({ passed: 1, failed: 1, pending: 2, total: 4 });
  });

  it('handles no cases at all', () => {
    expect(runConformance([]).lines).toEqual(['conformance: 0 passed, 0 failed, 0 pending of 0']);
  });
});
