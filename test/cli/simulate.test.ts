import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReplay } from '../../src/core/replay.ts';
import type { AnyGameModule } from '../../src/core/module.ts';
import { toyModule } from '../support/toy-game.ts';
import { cli, oneErrorLine, tempDir } from './run-cli.ts';

interface Summary {
  p0: number;
  p1: number;
  draws: number;
  turns: number;
  decisions: number;
  speed: number;
}

/** The summary's numbers by label. */
function summary(out: string): Summary {
  const pick = (re: RegExp): number => {
    const m = re.exec(out);
    if (!m) throw new Error(`no match for ${re} in:\n${out}`);
    return Number(m[1]);
  };
  return {
    p0: pick(/^player 0 wins: (\d+)/m),
    p1: pick(/^player 1 wins: (\d+)/m),
    draws: pick(/^draws: (\d+)/m),
    turns: pick(/^average turns: ([\d.]+)$/m),
    decisions: pick(/^average decisions: ([\d.]+)$/m),
    speed: pick(/^(\d+(?:\.\d+)?) games\/s$/m),
  };
}

describe('arbiter <game> simulate', () => {
  it('plays N games, counts that add up, and a "N games/s" line', async () => {
    const r = await cli(['toy', 'simulate', '--games', '200', '--seed', '7', '--deck', 'high']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const s = summary(r.out);
    expect(s.p0 + s.p1 + s.draws).toBe(200);
    expect(s.p0).toBeGreaterThan(0);
    expect(s.p1).toBeGreaterThan(0);
    expect(s.turns).toBeGreaterThan(1);
    expect(s.decisions).toBeGreaterThanOrEqual(s.turns);
    expect(s.speed).toBeGreaterThan(0);
    expect(r.out).toMatch(/^Pile-up .*: 200 random-vs-random games, high vs high, seed 7$/m);
    // No progress bar when stdout is not a terminal.
    expect(r.out).not.toMatch(/█|░/);
  });

  it('shows a progress bar only when stdout is a terminal', async () => {
    const r = await cli(['toy', 'simulate', '--games', '300', '--deck', 'high'], '', { tty: true });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/300\/300/);
    const s = summary(r.out);
    expect(s.p0 + s.p1 + s.draws).toBe(300);
  });

  it('is deterministic in the seed (everything but the speed lines)', async () => {
    const strip = (o: string): string => o.replace(/^.* (games|decisions)\/s$/gm, '');
    const a = await cli(['toy', 'simulate', '--games', '50', '--seed', 'x']);
    const b = await cli(['toy', 'simulate', '--games', '50', '--seed', 'x']);
    const c = await cli(['toy', 'simulate', '--games', '50', '--seed', 'y']);
    expect(strip(a.out)).toBe(strip(b.out));
    expect(strip(a.out)).not.toBe(strip(c.out));
  });

  it("defaults to the module's default decks and 100 games", async () => {
    const r = await cli(['toy', 'simulate']);
    expect(r.out).toMatch(/: 100 random-vs-random games, low vs high, seed 1$/m);
    const s = summary(r.out);
    expect(s.p0 + s.p1 + s.draws).toBe(100);
  });

  it('one --deck is used by both players; two are player 0 then player 1', async () => {
    expect((await cli(['toy', 'simulate', '--games', '3', '--deck', 'high'])).out).toMatch(/high vs high/);
    expect((await cli(['toy', 'simulate', '--games', '3', '--deck', 'high', '--deck', 'low'])).out).toMatch(
      /high vs low/,
    );
  });

  it('writes one replay per game with --replays, each replaying to its recorded result', async () => {
    const dir = join(tempDir(), 'replays');
    const r = await cli(['toy', 'simulate', '--games', '5', '--seed', '3', '--replays', dir]);
    expect(r.code).toBe(0);
    const files = readdirSync(dir).sort();
    expect(files).toEqual([0, 1, 2, 3, 4].map((i) => `toy-3-${i}.json`));
    for (const f of files) {
      const rep = parseReplay(readFileSync(join(dir, f), 'utf8'));
      expect(rep.seed).toBe(`3:${f.split('-')[2]!.replace('.json', '')}`);
      expect(rep.result).not.toBeNull();
      const back = await cli(['replay', join(dir, f)]);
      expect(back.code).toBe(0);
      expect(back.out).toContain(`steps: ${rep.steps.length}`);
    }
  });

  it('keeps replay file names safe whatever the seed', async () => {
    const dir = tempDir();
    await cli(['toy', 'simulate', '--games', '1', '--seed', 'a/b c', '--replays', dir]);
    expect(readdirSync(dir)).toEqual(['toy-a_b_c-0.json']);
    expect(parseReplay(readFileSync(join(dir, 'toy-a_b_c-0.json'), 'utf8')).seed).toBe('a/b c:0');
  });

  it('refuses bad options and illegal decks with one error line', async () => {
    for (const argv of [
      ['toy', 'simulate', '--games', '0'],
      ['toy', 'simulate', '--games', 'lots'],
      ['toy', 'simulate', '--deck', 'low', '--deck', 'low', '--deck', 'low'],
      ['toy', 'simulate', '--deck', 'missing'],
    ]) {
      const r = await cli(argv);
      expect(r.code).not.toBe(0);
      oneErrorLine(r);
    }
    const f = join(tempDir(), 'small.txt');
    writeFileSync(f, '1\n2\n');
    const r = await cli(['toy', 'simulate', '--deck', f]);
    expect(oneErrorLine(r)).toBe(
      `arbiter: deck "${f}" is not legal: toy §1: a deck has 10 to 30 cards, this one has 2`,
    );
  });

  it('names the game and seed of each failing game, keeps its replay, and exits 1', async () => {
    const broken = {
      ...toyModule,
      game: {
        ...toyModule.game,
        respond: () => {
          throw new TypeError('boom');
        },
      },
    } as unknown as AnyGameModule;
    const dir = join(tempDir(), 'replays');
    const r = await cli(['toy', 'simulate', '--games', '2', '--seed', 'z', '--replays', dir], '', {
      registry: { ids: () => ['toy'], load: async () => broken },
    });
    expect(r.code).toBe(1);
    expect(r.err.split('\n').filter(Boolean)).toEqual(
      [0, 1].map(
        (i) =>
          `arbiter: game ${i} (seed "z:${i}") failed: MatchError: the engine failed at decision 0 (seed z:${i}): TypeError: boom; ` +
          `replay: ${join(dir, `toy-z-${i}.json`)}`,
      ),
    );
    expect(r.out).toMatch(/^failed: 2 \(100\.0%\)$/m);
  });
});
