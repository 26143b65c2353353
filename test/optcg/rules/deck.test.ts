import { describe, expect, it } from 'vitest';
import { DeckFormatError } from '../../../src/core/module.ts';
import { loadDeck } from '../../../src/optcg/decks.ts';
import { parseDeckJson, parseDeckText, writeDeckJson, writeDeckText } from '../../../src/optcg/formats/decklist.ts';
import { checkDeck } from '../../../src/optcg/rules/deck-check.ts';
import { optcgModule } from '../../../src/optcg/module.ts';
import { checkGameConfig } from '../../../src/optcg/config-check.ts';

describe('deck check (001 §5-1-2)', () => {
  it('the four bundled decks are legal', () => {
    expect(optcgModule.bundledDecks()).toEqual(['st01', 'st02', 'st03', 'st04']);
    for (const n of optcgModule.bundledDecks()) expect(checkDeck(loadDeck(n))).toEqual([]);
    expect(optcgModule.defaultDecks).toEqual(['st01', 'st02']);
  });

  it('exactly 50 cards, at most 4 per number, only Leader colors, no Leaders in the deck', () => {
    const d = loadDeck('st01');
    expect(checkDeck({ ...d, cards: d.cards.slice(1) }).map((p) => p.rule)).toEqual(['001 §5-1-2']);
    const five = { ...d, cards: [...d.cards.slice(0, 45), ...new Array(5).fill('ST01-003')] };
    expect(checkDeck(five).some((p) => p.rule === '001 §5-1-2-3')).toBe(true);
    const green = { ...d, cards: [...d.cards.slice(1), 'ST02-002'] };
    expect(checkDeck(green).map((p) => p.rule)).toEqual(['001 §5-1-2-2']);
    const leader = { ...d, cards: [...d.cards.slice(1), 'ST02-001'] };
    expect(checkDeck(leader).map((p) => p.rule)).toContain('001 §5-1-2-1');
    expect(checkDeck({ ...d, leader: 'ST01-002' })[0]!.rule).toBe('001 §5-1-2');
  });
});

describe('fail closed (issue 8): a card without a card file is refused, never played as vanilla', () => {
  const st01 = loadDeck('st01');
  const swap = (n: string, k = 4): string[] => [...st01.cards.slice(k), ...new Array<string>(k).fill(n)];

  it('a card of the data with text and no card file is one line naming it', () => {
    // OP05-005 Karasu (Red) has a text and no card file (yet).
    expect(checkDeck({ ...st01, cards: swap('OP05-005') })).toEqual([
      { rule: 'card pool', message: 'OP05-005 is not implemented' },
    ]);
    expect(checkDeck({ ...st01, leader: 'OP05-001' }).map((p) => p.message)).toContain('OP05-001 is not implemented');
  });

  it('a card number the data does not hold (OP06-001) is read, and refused by the check the same way', () => {
    const d = parseDeckText('1xST01-001\n4xOP06-001\n46xST01-003', 'a');
    expect(d.cards.filter((n) => n === 'OP06-001')).toHaveLength(4);
    expect(checkDeck(d)).toEqual([
      { rule: 'card pool', message: 'OP06-001 is not implemented' },
      { rule: '001 §5-1-2-3', message: '46 copies of ST01-003; at most 4' },
    ]);
    expect(checkDeck({ leader: 'OP06-001', cards: st01.cards })).toEqual([
      { rule: 'card pool', message: 'OP06-001 is not implemented' },
    ]);
  });

  it('a game config from outside (a replay) with a card that is not implemented is refused the same way', () => {
    const bad = { ...st01, cards: swap('OP05-005') };
    expect(checkGameConfig({ decks: [st01, bad] })).toEqual([
      { rule: 'card pool', message: "player 1's deck: OP05-005 is not implemented" },
    ]);
  });

  it('a card with no text at all is playable from its statistics (vanilla), including a P card', () => {
    expect(checkDeck({ ...st01, cards: swap('OP01-010') })).toEqual([]); // Komachiyo: no text
    expect(parseDeckText('1xST01-001\n4xP-001', 'p').cards).toEqual(new Array(4).fill('P-001'));
  });
});

describe('deck lists', () => {
  it('reads and writes "NxNUMBER" text with the Leader first, and JSON', () => {
    const d = loadDeck('st02');
    expect(parseDeckText(writeDeckText(d))).toEqual(d);
    expect(parseDeckJson(writeDeckJson(d))).toEqual(d);
  });

  it('one-line errors with line numbers', () => {
    expect(() => parseDeckText('1xST01-001\n4xST01-004\nfoo', 'my.txt')).toThrow(
      new DeckFormatError('my.txt:3: expected "NxCARD-NUMBER" (e.g. 4xST01-004), got "foo"'),
    );
    expect(() => parseDeckText('4xST01-004', 'a')).toThrow(/a:1: the first line must be the Leader/);
    expect(() => parseDeckJson('{"leader":"ST01-001","cards":["ST01-0x"]}', 'j')).toThrow(
      new DeckFormatError('j:1: "ST01-0x" is not a card number'),
    );
    expect(() => parseDeckJson('{"leader":1}', 'j')).toThrow(DeckFormatError);
    expect(() => loadDeck('/nonexistent/deck.txt')).toThrow(DeckFormatError);
  });
});

describe('render', () => {
  it('draws the board as the player sees it; the options are left to the CLI (printed once)', () => {
    const g = optcgModule.game.create(optcgModule.configFor([loadDeck('st01'), loadDeck('st02')]), 1);
    const d = optcgModule.game.decision(g)!;
    const text = optcgModule.renderView(optcgModule.game.view(g, d.player), d.player, d);
    expect(text).toContain('Leader');
    expect(text).not.toContain('Go first');
    expect(text.split('\n').length).toBeLessThan(20);
  });
});
