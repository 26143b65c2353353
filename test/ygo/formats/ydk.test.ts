import { describe, expect, it } from 'vitest';
import { DeckFormatError } from '../../../src/core/module.ts';
import { parseYdk, writeYdk } from '../../../src/ygo/formats/ydk.ts';

function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(DeckFormatError);
    return (e as Error).message;
  }
  throw new Error('expected a DeckFormatError');
}

describe('ydk reader', () => {
  it('reads the three sections in order', () => {
    const text = '#created by ygopro\n#main\n46986414\n89631139\n#extra\n23995346\n!side\n44095762\n';
    expect(parseYdk(text, 'a.ydk')).toEqual({ main: [46986414, 89631139], extra: [23995346], side: [44095762] });
  });

  it('handles CRLF, a BOM, comments, blank lines, trailing spaces and zero-padded passcodes', () => {
    const text =
      '\uFEFF#created by EDOPro\r\n#main  \r\n\r\n# monsters\r\n46986414 \r\n\t00004031\r\n#extra\r\n!side\r\n';
    expect(parseYdk(text, 'a.ydk')).toEqual({ main: [46986414, 4031], extra: [], side: [] });
  });

  it('accepts an empty file as an empty deck', () => {
    expect(parseYdk('', 'a.ydk')).toEqual({ main: [], extra: [], side: [] });
  });

  it('accepts sections in any order and repeated sections', () => {
    expect(parseYdk('!side\n1\n#main\n2\n!side\n3\n', 'a.ydk')).toEqual({ main: [2], extra: [], side: [1, 3] });
  });

  it('refuses a non-numeric line, naming file and line', () => {
    expect(errorOf(() => parseYdk('#main\n46986414\nabc\n', 'classic.ydk'))).toBe(
      'classic.ydk:3: "abc" is not a passcode',
    );
  });

  it('refuses a negative number', () => {
    expect(errorOf(() => parseYdk('#main\r\n-46986414\r\n', 'x.ydk'))).toBe('x.ydk:2: "-46986414" is not a passcode');
  });

  it('refuses a number too large for a passcode', () => {
    expect(errorOf(() => parseYdk('#main\n12345678901\n', 'x.ydk'))).toBe(
      'x.ydk:2: "12345678901" is too large for a passcode (max 4294967295)',
    );
    expect(errorOf(() => parseYdk('#main\n4294967296\n', 'x.ydk'))).toBe(
      'x.ydk:2: "4294967296" is too large for a passcode (max 4294967295)',
    );
    expect(parseYdk('#main\n4294967295\n', 'x.ydk').main).toEqual([4294967295]);
  });

  it('refuses passcode 0', () => {
    expect(errorOf(() => parseYdk('#main\n00000000\n', 'x.ydk'))).toBe('x.ydk:2: "00000000" is not a passcode (0)');
  });

  it('refuses a passcode before any section', () => {
    expect(errorOf(() => parseYdk('#created by me\n46986414\n', 'x.ydk'))).toBe(
      'x.ydk:2: passcode 46986414 before any #main, #extra or !side section',
    );
  });

  it('refuses an unknown ! section', () => {
    expect(errorOf(() => parseYdk('#main\n!sidedeck\n', 'x.ydk'))).toBe(
      'x.ydk:2: unknown section "!sidedeck" (expected #main, #extra or !side)',
    );
  });

  it('a card number with text after it is not a passcode', () => {
    expect(errorOf(() => parseYdk('#main\n46986414 Dark Magician\n', 'x.ydk'))).toBe(
      'x.ydk:2: "46986414 Dark Magician" is not a passcode',
    );
  });
});

describe('ydk writer', () => {
  it('writes what the reader reads back', () => {
    const deck = { main: [46986414, 46986414, 4031], extra: [23995346], side: [] };
    const text = writeYdk(deck);
    expect(text).toBe('#created by Arbiter\n#main\n46986414\n46986414\n4031\n#extra\n23995346\n!side\n');
    expect(parseYdk(text, 'out.ydk')).toEqual(deck);
  });
});
