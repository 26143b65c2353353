import { describe, expect, it } from 'vitest';
import { DeckFormatError } from '../../../src/core/module.ts';
import { parseDeckText } from '../../../src/ygo/formats/deck-text.ts';

describe('deck text: .ydk or ydke://', () => {
  it('reads a ydke URL, even with a BOM and surrounding whitespace', () => {
    expect(parseDeckText('\uFEFF\n  ydke://rvTMAg==!!!\n', 'deck.txt')).toEqual({
      main: [46986414],
      extra: [],
      side: [],
    });
  });

  it('reads .ydk text otherwise', () => {
    expect(parseDeckText('#main\r\n46986414\r\n', 'a.ydk')).toEqual({ main: [46986414], extra: [], side: [] });
  });

  it('errors name the source', () => {
    expect(() => parseDeckText('ydke://!', 'deck.txt')).toThrow(DeckFormatError);
    expect(() => parseDeckText('ydke://!', 'deck.txt')).toThrow(
      'deck.txt: expected 3 sections (main!extra!side!), found 1',
    );
    expect(() => parseDeckText('#main\nydke\n', 'a.ydk')).toThrow('a.ydk:2: "ydke" is not a passcode');
  });
});
