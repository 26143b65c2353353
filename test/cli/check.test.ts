import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, oneErrorLine, tempDir } from './run-cli.ts';

describe('arbiter <game> check', () => {
  const dir = tempDir();

  it('says a bundled deck is legal, exit 0', async () => {
    const r = await cli(['toy', 'check', 'low']);
    expect(r).toEqual({ code: 0, out: 'low: legal\n', err: '' });
  });

  it('reads a deck file', async () => {
    const f = join(dir, 'good.txt');
    writeFileSync(f, '1\n2\n3\n4\n5\n6\n7\n8\n9\n9\n');
    expect(await cli(['toy', 'check', f])).toEqual({ code: 0, out: `${f}: legal\n`, err: '' });
  });

  it('prints one "rule: message" line per problem and exits 1 for an illegal deck', async () => {
    const f = join(dir, 'bad.txt');
    writeFileSync(f, '0\n5\n5\n5\n5\n5\n');
    const r = await cli(['toy', 'check', f]);
    expect(r.code).toBe(1);
    expect(r.out.split('\n').filter(Boolean)).toEqual([
      'toy §1: a deck has 10 to 30 cards, this one has 6',
      'toy §1: card 0 does not exist (1 to 9)',
      'toy §1: 5 copies of 5 (at most 4)',
    ]);
  });

  it('a malformed deck file is one error line naming file and line', async () => {
    const f = join(dir, 'junk.txt');
    writeFileSync(f, '1\n2\nthree\n');
    const r = await cli(['toy', 'check', f]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(oneErrorLine(r)).toBe(`arbiter: ${f}:3: "three" is not a card number`);
  });

  it('an unknown deck is named', async () => {
    const r = await cli(['toy', 'check', 'nosuchdeck']);
    expect(r.code).toBe(1);
    expect(oneErrorLine(r)).toMatch(/^arbiter: unknown deck "nosuchdeck"/);
  });

  it('an unknown game is named, with the known ones', async () => {
    const r = await cli(['chess', 'check', 'low']);
    expect(r.code).toBe(1);
    expect(oneErrorLine(r)).toBe('arbiter: unknown game "chess" (known: toy)');
  });

  it('a missing argument or unknown option is one error line, non-zero', async () => {
    const missing = await cli(['toy', 'check']);
    expect(missing.code).not.toBe(0);
    expect(oneErrorLine(missing)).toMatch(/missing required argument 'deck'/);
    const unknown = await cli(['toy', 'check', 'low', '--bogus']);
    expect(unknown.code).not.toBe(0);
    expect(oneErrorLine(unknown)).toMatch(/unknown option '--bogus'/);
  });

  it('a misspelt or missing command is one error line with a hint', async () => {
    const typo = await cli(['toy', 'chek', 'low']);
    expect(typo.code).toBe(1);
    expect(oneErrorLine(typo)).toBe("arbiter: unknown command 'chek' (Did you mean check?)");
    const none = await cli(['toy']);
    expect(none.code).toBe(1);
    expect(oneErrorLine(none)).toMatch(/^arbiter: toy needs a command: check, simulate, play or decks/);
  });

  it('lists bundled decks', async () => {
    expect(await cli(['toy', 'decks'])).toEqual({ code: 0, out: 'low\nhigh\n', err: '' });
  });

  it('--help exits 0 and lists the commands', async () => {
    const r = await cli(['toy', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/check/);
    expect(r.out).toMatch(/simulate/);
    expect(r.out).toMatch(/play/);
  });
});
