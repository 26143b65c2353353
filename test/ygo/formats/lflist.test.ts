import { describe, expect, it } from 'vitest';
import { DeckFormatError } from '../../../src/core/module.ts';
import { allowedCopies, parseLflist, writeLflist } from '../../../src/ygo/formats/lflist.ts';

function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(DeckFormatError);
    return (e as Error).message;
  }
  throw new Error('expected a DeckFormatError');
}

const SAMPLE = [
  '\uFEFF#[2005.04 Classic][Goat whitelist]',
  '!2005.04 Classic',
  '#Forbidden',
  '55144522 0 --Pot of Greed',
  '44095762 1 --Mirror Force  ',
  '',
  '#Semi-Limited',
  '70781052\t2\t--Summoned Skull (tab separated)',
  '!Goat whitelist',
  '$whitelist',
  '46986414 3 --Dark Magician',
  '89631139 3',
  '',
].join('\r\n');

describe('lflist.conf reader', () => {
  it('reads several lists, counts, comments, CRLF, BOM and tabs', () => {
    const lists = parseLflist(SAMPLE, 'lflist.conf');
    expect(lists.map((l) => l.name)).toEqual(['2005.04 Classic', 'Goat whitelist']);
    const [classic, goat] = lists;
    expect([...classic!.limits]).toEqual([
      [55144522, 0],
      [44095762, 1],
      [70781052, 2],
    ]);
    expect(classic!.whitelist).toBe(false);
    expect(goat!.whitelist).toBe(true);
    expect([...goat!.limits]).toEqual([
      [46986414, 3],
      [89631139, 3],
    ]);
  });

  it('unlisted cards are unlimited, or Forbidden under a whitelist', () => {
    const [classic, goat] = parseLflist(SAMPLE, 'lflist.conf');
    expect(allowedCopies(classic!, 55144522)).toBe(0);
    expect(allowedCopies(classic!, 46986414)).toBe(3);
    expect(allowedCopies(goat!, 46986414)).toBe(3);
    expect(allowedCopies(goat!, 55144522)).toBe(0);
  });

  it('round-trips through the writer', () => {
    const lists = parseLflist(SAMPLE, 'lflist.conf');
    const text = writeLflist(lists, (c) => (c === 55144522 ? 'Pot of Greed' : undefined));
    expect(text).toBe(
      '#[2005.04 Classic][Goat whitelist]\n!2005.04 Classic\n55144522 0 --Pot of Greed\n44095762 1\n70781052 2\n' +
        '!Goat whitelist\n$whitelist\n46986414 3\n89631139 3\n',
    );
    expect(parseLflist(text, 'out.conf')).toEqual(lists);
  });

  it('refuses malformed lines with file and line', () => {
    expect(errorOf(() => parseLflist('55144522 0\n', 'l.conf'))).toBe(
      'l.conf:1: "55144522 0" before any !ListName line',
    );
    expect(errorOf(() => parseLflist('!A\n55144522\n', 'l.conf'))).toBe('l.conf:2: "55144522" is not "PASSCODE COUNT"');
    expect(errorOf(() => parseLflist('!A\nabc 1\n', 'l.conf'))).toBe('l.conf:2: "abc" is not a passcode');
    expect(errorOf(() => parseLflist('!A\n55144522 4\n', 'l.conf'))).toBe(
      'l.conf:2: "4" is not a copy count (0, 1, 2 or 3)',
    );
    expect(errorOf(() => parseLflist('!A\n55144522 -1\n', 'l.conf'))).toBe(
      'l.conf:2: "-1" is not a copy count (0, 1, 2 or 3)',
    );
    expect(errorOf(() => parseLflist('!A\n55144522 0 Pot of Greed\n', 'l.conf'))).toBe(
      'l.conf:2: "Pot of Greed" after the count is not a --comment',
    );
    expect(errorOf(() => parseLflist('!A\n$blacklist\n', 'l.conf'))).toBe('l.conf:2: unknown directive "$blacklist"');
    expect(errorOf(() => parseLflist('!  \n', 'l.conf'))).toBe('l.conf:1: list without a name');
    expect(errorOf(() => parseLflist('!A\n55144522 0\n\n55144522 1\n', 'l.conf'))).toBe(
      'l.conf:4: passcode 55144522 is already listed on line 2 of "A"',
    );
  });

  it('the same passcode may appear in different lists', () => {
    const lists = parseLflist('!A\n55144522 0\n!B\n55144522 1\n', 'l.conf');
    expect(lists.map((l) => l.limits.get(55144522))).toEqual([0, 1]);
  });
});
