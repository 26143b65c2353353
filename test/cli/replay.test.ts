import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReplay } from '../../src/core/replay.ts';
import { builtinRegistry } from '../../src/cli/registry.ts';
import { toyModule } from '../support/toy-game.ts';
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

  it('a replay that plays back says it was verified against its hashes', async () => {
    const r = await cli(['replay', await recorded()]);
    expect(r.out).toMatch(/^verified: the events and the final state match the recorded hashes$/m);
  });

  it('changing one answer to another legal one is caught at the step where the game diverges', async () => {
    const rep = parseReplay(readFileSync(await recorded(), 'utf8'));
    // Player 0's first play: another card of the hand is just as legal (the hand holds 4), so only the hashes can tell.
    const i = rep.steps.findIndex((s) => s.p === 0 && s.a.length === 1 && s.a[0] === 0);
    expect(i).toBeGreaterThanOrEqual(0);
    rep.steps[i]!.a = [1];
    const f = join(dir, 'one-answer.json');
    writeFileSync(f, JSON.stringify(rep));
    const r = await cli(['replay', f]);
    expect(r.code).toBe(1);
    expect(oneErrorLine(r)).toBe(
      `arbiter: ${f}: step ${i}: the game diverges from the recording here (an answer, the config or the engine changed)`,
    );
  });

  it('a replay without its hashes is refused; a version 1 replay plays back, marked unverified', async () => {
    const rep = parseReplay(readFileSync(await recorded(), 'utf8'));
    const { check: _check, ...bare } = rep;
    const f = join(dir, 'bare.json');
    writeFileSync(f, JSON.stringify(bare));
    expect(oneErrorLine(await cli(['replay', f]))).toBe(
      `arbiter: ${f}: "check" (the hashes of a version 2 replay) is missing`,
    );
    writeFileSync(f, JSON.stringify({ ...bare, version: 1 }));
    const old = await cli(['replay', f]);
    expect(old.code).toBe(0);
    expect(old.out).toMatch(/^unverified: a version 1 replay has no hashes$/m);
  });

  it('the config is checked first, one line per problem', async () => {
    const rep = parseReplay(readFileSync(await recorded(), 'utf8'));
    const f = join(dir, 'config.json');
    writeFileSync(
      f,
      JSON.stringify({ ...rep, config: { decks: [[1, 2], toyModule.loadDeck('high')], colour: 'red' } }),
    );
    const r = await cli(['replay', f]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err.split('\n').filter(Boolean)).toEqual([
      `arbiter: ${f}: config: unknown field "colour"`,
      `arbiter: ${f}: toy §1: player 0's deck: a deck has 10 to 30 cards, this one has 2`,
    ]);
  });

  it('Yu-Gi-Oh! and ONE PIECE configs: rule set, passcodes and deck legality under the recorded rule set', async () => {
    const ygo = await builtinRegistry.load('ygo');
    const deck = ygo.configFor([ygo.loadDeck('classic'), ygo.loadDeck('classic')]) as { decks: unknown[] };
    expect(ygo.checkConfig({ rules: 'master-rule-2020', decks: deck.decks })).toEqual([]);
    expect(ygo.checkConfig({ rules: 'master-rule-9', decks: deck.decks, speed: 1 }).map((p) => p.message)).toEqual([
      'config: unknown field "speed"',
      'config.rules: unknown rule set "master-rule-9" (known: master-rule-2020, master-rule-4, master-rule-2, pre-2008, ocg-2005)',
    ]);
    const small = { main: [55144522, 55144522, 55144522, 55144522], extra: [] };
    const msgs = ygo
      .checkConfig({ rules: 'master-rule-2020', decks: [small, { main: [1], extra: [] }] })
      .map((p) => p.message);
    expect(msgs).toContain('config.decks[1].main: passcode 1 has no card implementation in this build');
    expect(msgs.some((m) => /^player 0's deck: .*40/.test(m))).toBe(true);
    const op = await builtinRegistry.load('optcg');
    const opc = op.configFor([op.loadDeck('st01'), op.loadDeck('st02')]);
    expect(op.checkConfig(opc)).toEqual([]);
    expect(
      op
        .checkConfig({
          decks: [
            { leader: 'ST01-001', cards: ['ST01-004'] },
            { leader: 'XX99-999', cards: [] },
          ],
        })
        .map((p) => p.message),
    ).toEqual([
      "player 0's deck: the deck has 1 cards; it must have exactly 50",
      'config.decks[1]: unknown card number XX99-999',
    ]);
  });
});
