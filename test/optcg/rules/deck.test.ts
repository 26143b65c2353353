import { describe, expect, it } from 'vitest';
import { DeckFormatError } from '../../../src/core/module.ts';
import { loadDeck } from '../../../src/optcg/decks.ts';
import { parseDeckJson, parseDeckText, writeDeckJson, writeDeckText } from '../../../src/optcg/formats/decklist.ts';
import { checkDeck } from '../../../src/optcg/rules/deck-check.ts';
import { optcgModule } from '../../../src/optcg/module.ts';

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
    expect(() => parseDeckText('1xST01-001\n2xOP06-001', 'a')).toThrow(/a:2: unknown card number OP06-001/);
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
