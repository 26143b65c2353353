/** simulate --workers N: the same games, wins, summary, failures and replay files as one thread. */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleRegistry } from '../../src/cli/registry.ts';
import { batchSize } from '../../src/cli/simulate-pool.ts';
import { workerCount } from '../../src/cli/simulate.ts';
import { brokenToyModule } from '../support/broken-toy.ts';
import { cli, oneErrorLine, tempDir, toyRegistry } from './run-cli.ts';

/** The output without its timing lines (speed and thread count). */
const untimed = (out: string): string => out.replace(/^(threads: \d+|.* (games|decisions)\/s)$/gm, '');

const files = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );

const brokenRegistry: ModuleRegistry = {
  ids: () => ['toy'],
  load: async () => brokenToyModule,
  source: () => ({ url: new URL('../support/broken-toy.ts', import.meta.url).href, exportName: 'brokenToyModule' }),
};

describe('arbiter <game> simulate --workers', () => {
  it('gives the same summary on 2 threads as on 1, and says how many threads played', async () => {
    const args = ['toy', 'simulate', '--games', '300', '--seed', 'w'];
    const one = await cli([...args, '--workers', '1']);
    const two = await cli([...args, '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.err).toBe('');
    expect(one.out).toMatch(/^threads: 1$/m);
    expect(two.out).toMatch(/^threads: 2$/m);
    expect(untimed(two.out)).toBe(untimed(one.out));
    expect(two.out).toMatch(/^player 0 wins: \d+/m);
    // Another seed gives other games: the comparison is not vacuous.
    const other = await cli(['toy', 'simulate', '--games', '300', '--seed', 'v', '--workers', '2']);
    expect(untimed(other.out)).not.toBe(untimed(two.out));
  });

  it('writes the same replay files on 2 threads as on 1', async () => {
    const a = join(tempDir(), 'r'),
      b = join(tempDir(), 'r');
    const args = ['toy', 'simulate', '--games', '40', '--seed', 's'];
    expect((await cli([...args, '--workers', '1', '--replays', a])).code).toBe(0);
    expect((await cli([...args, '--workers', '2', '--replays', b])).code).toBe(0);
    const fa = files(a);
    expect(Object.keys(fa)).toHaveLength(40);
    expect(files(b)).toEqual(fa);
  });

  it('reports failing games in game order with their replays, the same on 2 threads as on 1', async () => {
    const a = join(tempDir(), 'r'),
      b = join(tempDir(), 'r');
    const args = ['toy', 'simulate', '--games', '60', '--seed', 'f'];
    const one = await cli([...args, '--workers', '1', '--replays', a], '', { registry: brokenRegistry });
    const two = await cli([...args, '--workers', '2', '--replays', b], '', { registry: brokenRegistry });
    expect(one.code).toBe(1);
    expect(two.code).toBe(1);
    const failed = one.err.split('\n').filter(Boolean);
    // Some games fail, not all: both kinds are compared.
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThan(60);
    const order = failed.map((l) => Number(/^arbiter: game (\d+) /.exec(l)![1]));
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(two.err.replaceAll(b, a)).toBe(one.err);
    expect(untimed(two.out)).toBe(untimed(one.out));
    expect(one.out).toMatch(new RegExp(`^failed: ${failed.length} `, 'm'));
    expect(files(b)).toEqual(files(a));
  });

  it('refuses --workers 0 and worker threads for a module no worker can import, with one error line', async () => {
    const zero = await cli(['toy', 'simulate', '--workers', '0']);
    expect(zero.code).toBe(1);
    expect(oneErrorLine(zero)).toMatch(/--workers/);
    const noSource: ModuleRegistry = { ids: toyRegistry.ids, load: toyRegistry.load };
    const r = await cli(['toy', 'simulate', '--games', '5', '--workers', '2'], '', { registry: noSource });
    expect(oneErrorLine(r)).toBe('arbiter: the game "toy" cannot be loaded in worker threads; use --workers 1');
    // Without --workers such a module plays on the main thread.
    const d = await cli(['toy', 'simulate', '--games', '5'], '', { registry: noSource });
    expect(d.code).toBe(0);
    expect(d.out).toMatch(/^threads: 1$/m);
  });

  it('stops with one error line when a worker thread cannot load the game', async () => {
    const wrong: ModuleRegistry = {
      ...toyRegistry,
      source: () => ({ url: new URL('../support/toy-game.ts', import.meta.url).href, exportName: 'noSuchExport' }),
    };
    const r = await cli(['toy', 'simulate', '--games', '10', '--workers', '2'], '', { registry: wrong });
    expect(r.code).toBe(1);
    expect(oneErrorLine(r)).toMatch(
      /^arbiter: worker thread \d failed: Error: .*toy-game\.ts has no export "noSuchExport"/,
    );
  });

  it('uses every core by default, never more threads than games, batches of 1 to 50 games', () => {
    expect(workerCount(3, 100)).toBe(3);
    expect(workerCount(8, 2)).toBe(2);
    expect(workerCount(undefined, 10_000)).toBeGreaterThanOrEqual(1);
    expect(batchSize(10, 4)).toBe(1);
    expect(batchSize(100_000, 2)).toBe(50);
    expect(batchSize(640, 2)).toBe(20);
  });

  it('runs from the installed command: worker threads load the TypeScript sources through tsx', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const run = (workers: string) =>
      spawnSync(
        process.execPath,
        ['bin/arbiter.js', 'optcg', 'simulate', '--games', '4', '--seed', 'b', '--workers', workers],
        { cwd: root, encoding: 'utf8', timeout: 120_000 },
      );
    const one = run('1'),
      two = run('2');
    expect(two.stderr).toBe('');
    expect(two.status).toBe(0);
    expect(two.stdout).toMatch(/^threads: 2$/m);
    expect(untimed(two.stdout)).toBe(untimed(one.stdout));
  });
});
