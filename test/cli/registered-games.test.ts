/** Smoke test of the CLI on every game registered in src/games.ts: the tools must work on the real modules too. */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtinRegistry } from '../../src/cli/registry.ts';
import { gameIds } from '../../src/games.ts';
import { cli, tempDir } from './run-cli.ts';

const real = { registry: builtinRegistry };

describe.each(gameIds())('arbiter %s', (id) => {
  it('checks its default decks as legal', async () => {
    const mod = await builtinRegistry.load(id);
    for (const deck of mod.defaultDecks)
      expect(await cli([id, 'check', deck], '', real)).toEqual({ code: 0, out: `${deck}: legal\n`, err: '' });
  });

  it('simulates a few games whose replays play back to the recorded results', async () => {
    const dir = tempDir();
    const r = await cli([id, 'simulate', '--games', '3', '--seed', 'smoke', '--replays', dir], '', real);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^\d+(\.\d+)? games\/s$/m);
    const files = readdirSync(dir);
    expect(files).toHaveLength(3);
    for (const f of files) {
      const back = await cli(['replay', join(dir, f)], '', real);
      expect(back).toMatchObject({ code: 0, err: '' });
      expect(back.out).toMatch(/^result: (player [01] wins|draw) \(/m);
    }
  });

  it('plays from piped answers and stops cleanly at the end of input', async () => {
    const r = await cli([id, 'play', '--seed', 'smoke'], '0\n'.repeat(5), real);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(/end of input: game abandoned\n$|^result: /m);
  });
});
