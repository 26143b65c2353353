import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReplay } from '../../src/core/replay.ts';
import { cli, oneErrorLine, tempDir } from './run-cli.ts';

describe('arbiter replay', () => {
  const dir = tempDir();
  const recorded = async (): Promise<string> => {
    await cli(['toy', 'simulate', '--games', '1', '--seed', 'rt', '--replays', dir]);
    return join(dir, 'toy-rt-0.json');
  };

  it('plays a simulated game back: result, steps and events', async () => {
    const file = await recorded();
    const rep = parseReplay(readFileSync(file, 'utf8'));
    const r = await cli(['replay', file]);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(/^game: toy \(Pile-up .*\), seed rt:0$/m);
    expect(r.out).toContain(`steps: ${rep.steps.length}\n`);
    expect(r.out).toMatch(/^events: \d+$/m);
    const winner = rep.result!.winner;
    expect(r.out).toMatch(new RegExp(`^result: ${winner === null ? 'draw' : `player ${winner} wins`} \\(`, 'm'));
  });

  it('--verbose prints every event, numbered', async () => {
    const file = await recorded();
    const r = await cli(['replay', file, '--verbose']);
    const count = Number(/^events: (\d+)$/m.exec(r.out)![1]);
    const lines = r.out.split('\n').filter((l) => /^ +\d+ \w/.test(l));
    expect(lines).toHaveLength(count);
    expect(lines[0]).toMatch(/^ +0 shuffle player=0$/);
    expect(lines.at(-1)).toMatch(/ end winner=/);
  });

  it('a malformed file is one error line, exit 1', async () => {
    const f = join(dir, 'junk.json');
    writeFileSync(f, '{"format":');
    const r = await cli(['replay', f]);
    expect(r.code).toBe(1);
    expect(oneErrorLine(r)).toMatch(new RegExp(`^arbiter: ${f.replace(/[.]/g, '\\.')}: not JSON: `));
  });

  it('a tampered replay is refused, naming the step and the rule', async () => {
    const rep = parseReplay(readFileSync(await recorded(), 'utf8'));
    rep.steps[1]!.a = [7, 7];
    const f = join(dir, 'tampered.json');
    writeFileSync(f, JSON.stringify(rep));
    const r = await cli(['replay', f]);
    expect(r.code).toBe(1);
    expect(oneErrorLine(r)).toMatch(/^arbiter: .*tampered\.json: step 1: .*\(toy §\d\)$/);
  });

  it('a replay whose recorded result differs is refused', async () => {
    const rep = parseReplay(readFileSync(await recorded(), 'utf8'));
    rep.result = { winner: null, reason: 'made-up', rule: 'none' };
    const f = join(dir, 'lying.json');
    writeFileSync(f, JSON.stringify(rep));
    const r = await cli(['replay', f]);
    expect(r.code).toBe(1);
    expect(oneErrorLine(r)).toMatch(/records "draw \(made-up, none\)" but plays back to/);
  });

  it('a replay of an unknown game, or a missing file, is one error line', async () => {
    const rep = parseReplay(readFileSync(await recorded(), 'utf8'));
    const f = join(dir, 'chess.json');
    writeFileSync(f, JSON.stringify({ ...rep, game: 'chess' }));
    expect(oneErrorLine(await cli(['replay', f]))).toBe(`arbiter: ${f}: unknown game "chess" (known: toy)`);
    const missing = await cli(['replay', join(dir, 'nope.json')]);
    expect(missing.code).toBe(1);
    expect(oneErrorLine(missing)).toMatch(/cannot read replay .*nope\.json: ENOENT/);
  });
});
