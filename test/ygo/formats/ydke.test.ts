import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeckFormatError } from '../../../src/core/module.ts';
import { parseYdk, writeYdk } from '../../../src/ygo/formats/ydk.ts';
import { parseYdke, writeYdke } from '../../../src/ygo/formats/ydke.ts';

function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(DeckFormatError);
    return (e as Error).message;
  }
  throw new Error('expected a DeckFormatError');
}

describe('ydke URLs', () => {
  it('encodes passcodes as little-endian uint32 in base64', () => {
    // 46986414 = 0x02CCF4AE → bytes AE F4 CC 02 → "rvTMAg=="
    expect(writeYdke({ main: [46986414], extra: [], side: [] })).toBe('ydke://rvTMAg==!!!');
    expect(parseYdke('ydke://rvTMAg==!!!')).toEqual({ main: [46986414], extra: [], side: [] });
  });

  it('accepts a URL without the closing "!" and with surrounding whitespace', () => {
    expect(parseYdke('  ydke://rvTMAg==!!rvTMAg==\n')).toEqual({ main: [46986414], extra: [], side: [46986414] });
  });

  it('round-trips ydk → ydke → ydk', () => {
    const ydk =
      '#created by Arbiter\n#main\n46986414\n89631139\n4294967295\n#extra\n23995346\n!side\n44095762\n44095762\n';
    const deck = parseYdk(ydk, 'a.ydk');
    const back = parseYdke(writeYdke(deck));
    expect(back).toEqual(deck);
    expect(writeYdk(back)).toBe(ydk);
  });

  it('round-trips any deck (property)', () => {
    const codes = fc.array(fc.integer({ min: 1, max: 0xffffffff }), { maxLength: 70 });
    fc.assert(
      fc.property(codes, codes, codes, (main, extra, side) => {
        const deck = { main, extra, side };
        expect(parseYdke(writeYdke(deck))).toEqual(deck);
        expect(parseYdk(writeYdk(deck), 'p.ydk')).toEqual(deck);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses malformed URLs with one-line messages', () => {
    expect(errorOf(() => parseYdke('http://rvTMAg==!!!'))).toBe('ydke URL: does not start with ydke://');
    expect(errorOf(() => parseYdke('ydke://rvTMAg==!', 'deck.txt'))).toBe(
      'deck.txt: expected 3 sections (main!extra!side!), found 1',
    );
    expect(errorOf(() => parseYdke('ydke://!!!!!'))).toBe('ydke URL: expected 3 sections (main!extra!side!), found 5');
    expect(errorOf(() => parseYdke('ydke://rv*MAg==!!!'))).toBe('ydke URL: main section is not valid base64');
    expect(errorOf(() => parseYdke('ydke://!rvTM!!'))).toBe(
      'ydke URL: extra section is 3 bytes, not a whole number of passcodes',
    );
    expect(errorOf(() => parseYdke('ydke://!!AAAAAA==!'))).toBe('ydke URL: side section card 1 has passcode 0');
  });
});
