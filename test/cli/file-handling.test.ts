/**
 * Issue: CLI file handling and failing games (the defects found by testing the CLI from outside).
 * Output paths are checked before a game starts; bad input is one escaped line; a failing game in
 * `simulate` is reported, its replay kept, and the run goes on.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtinRegistry, type ModuleRegistry } from '../../src/cli/registry.ts';
import type { AnyGame } from '../../src/core/game.ts';
import type { AnyGameModule } from '../../src/core/module.ts';
import { parseReplay, playReplay } from '../../src/core/replay.ts';
import { toyModule } from '../support/toy-game.ts';
import { cli, oneErrorLine, tempDir } from './run-cli.ts';

const isRoot = process.getuid?.() === 0;

describe('output paths are checked before the game starts', () => {
  const dir = tempDir();

  it('--save naming a folder is one line naming the path', async () => {
    const r = await cli(['toy', 'play', '--save', dir, '--seed', '1'], '0\n'.repeat(50));
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(oneErrorLine(r)).toBe(`arbiter: --save ${dir}: is a folder; give a file name`);
  });

  it('--save under /proc is refused, not attempted', async () => {
    const r = await cli(['toy', 'play', '--save', '/proc/self/arbiter.json'], '');
    expect(oneErrorLine(r)).toBe('arbiter: --save /proc/self/arbiter.json: not a place to write a file');
    expect(r.out).toBe('');
  });

  it('--save in a folder that does not exist names the folder', async () => {
    const f = join(dir, 'no', 'such', 'replay.json');
    const r = await cli(['toy', 'play', '--save', f], '');
    expect(oneErrorLine(r)).toBe(`arbiter: --save ${f}: the folder ${join(dir, 'no', 'such')} does not exist`);
  });

  it.skipIf(isRoot)('--save in a read-only folder is refused', async () => {
    const ro = join(dir, 'ro');
    mkdirSync(ro, { mode: 0o555 });
    const r = await cli(['toy', 'play', '--save', join(ro, 'x.json')], '');
    expect(oneErrorLine(r)).toBe(`arbiter: --save ${join(ro, 'x.json')}: the folder ${ro} is not writable`);
  });

  it('--replays naming a file, or a place under /proc, is one line and no game is played', async () => {
    const f = join(dir, 'a-file');
    writeFileSync(f, 'x');
    const r = await cli(['toy', 'simulate', '--replays', f, '--games', '3']);
    expect(oneErrorLine(r)).toBe(`arbiter: --replays ${f}: is a file, not a folder`);
    expect(r.out).toBe('');
    const p = await cli(['toy', 'simulate', '--replays', '/proc/arbiter', '--games', '3']);
    expect(oneErrorLine(p)).toBe('arbiter: --replays /proc/arbiter: not a place to write files');
  });
});

describe('bad input is one escaped line', () => {
  it('binary garbage in a deck file is shown escaped, never raw', async () => {
    const f = join(tempDir(), 'garbage.txt');
    writeFileSync(f, Buffer.from([0x31, 0x0a, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0x00, 0xff, 0x0a]));
    const r = await cli(['toy', 'check', f]);
    const line = oneErrorLine(r);
    expect(line).toContain('\\x1b[31m\\x00\\ufffd');
    // eslint-disable-next-line no-control-regex -- the line must hold no control character
    expect(line).not.toMatch(/[\u0000-\u0008\u000b-\u001f\ufffd]/);
  });

  it('optcg refuses --rules and --lflist instead of ignoring them', async () => {
    const opts = { registry: builtinRegistry };
    const lf = join(tempDir(), 'lflist.conf');
    writeFileSync(lf, '#[2024]\n!2024\n');
    const a = await cli(['optcg', 'check', 'st01', '--rules', 'master-rule-2'], '', opts);
    expect(oneErrorLine(a)).toBe('arbiter: optcg has one rule set (001): --rules is not accepted');
    const b = await cli(['optcg', 'check', 'st01', '--lflist', lf], '', opts);
    expect(oneErrorLine(b)).toBe('arbiter: optcg has no Forbidden/Limited list support: --lflist is not accepted');
    const c = await cli(['optcg', 'simulate', '--games', '1', '--rules', 'x'], '', opts);
    expect(oneErrorLine(c)).toBe('arbiter: optcg has one rule set (001): --rules is not accepted');
    expect(c.out).toBe('');
  });

  it('a huge count in a ONE PIECE deck list is refused before anything is built (001 §5-1-2)', async () => {
    const f = join(tempDir(), 'huge.txt');
    writeFileSync(f, '1xST01-001\n999999999xST01-002\n');
    const r = await cli(['optcg', 'check', f], '', { registry: builtinRegistry });
    expect(oneErrorLine(r)).toBe(
      `arbiter: ${f}:2: 999999999xST01-002 is more than the 50 cards a whole deck holds (001 §5-1-2)`,
    );
  });
});

/** The toy game, except that its respond throws at decision 4 of every game whose seed ends in ":2". */
function flakyRegistry(): ModuleRegistry {
  const seeds = new WeakMap<object, { seed: string; n: number }>();
  const base = toyModule as unknown as AnyGameModule;
  const game: AnyGame = {
    ...base.game,
    create(config, seed) {
      const s = base.game.create(config, seed) as object;
      seeds.set(s, { seed: String(seed), n: 0 });
      return s;
    },
    respond(state, player, answer) {
      const info = seeds.get(state as object);
      if (info && info.seed.endsWith(':2') && ++info.n === 4) throw new TypeError('boom in the engine');
      return base.game.respond(state, player, answer);
    },
  };
  const mod: AnyGameModule = { ...base, game };
  return { ids: () => ['toy'], load: async () => mod };
}

describe('simulate survives a failing game', () => {
  it('reports it, writes its replay, counts it, goes on and exits 1', async () => {
    const dir = join(tempDir(), 'replays');
    const r = await cli(['toy', 'simulate', '--games', '5', '--seed', 's', '--replays', dir, '--deck', 'high'], '', {
      registry: flakyRegistry(),
    });
    expect(r.code).toBe(1);
    expect(oneErrorLine(r)).toMatch(
      /^arbiter: game 2 \(seed "s:2"\) failed: MatchError: the engine failed at decision 3 \(seed s:2\): TypeError: boom in the engine; replay: .*toy-s-2\.json$/,
    );
    expect(r.out).toMatch(/^failed: 1 \(20\.0%\)$/m);
    const wins = [...r.out.matchAll(/^(?:player [01] wins|draws): (\d+)/gm)].map((m) => Number(m[1]));
    expect(wins.reduce((a, b) => a + b, 0)).toBe(4);
    expect(readdirSync(dir).sort()).toEqual([
      'toy-s-0.json',
      'toy-s-1.json',
      'toy-s-2.json',
      'toy-s-3.json',
      'toy-s-4.json',
    ]);
    // The failed game's replay holds the answers up to and including the failing one: replaying it fails the same way.
    const failed = parseReplay(readFileSync(join(dir, 'toy-s-2.json'), 'utf8'));
    expect(failed.steps).toHaveLength(4);
    const { check: _check, ...unhashed } = failed;
    const prefix = { ...unhashed, steps: failed.steps.slice(0, 3) };
    expect(playReplay(toyModule.game as unknown as AnyGame, prefix).result).toBeNull();
    expect(failed.check?.steps).toHaveLength(4);
    expect(existsSync(join(dir, 'toy-s-3.json'))).toBe(true);
  });
});
