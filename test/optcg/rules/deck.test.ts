import { describe, expect, it } from 'vitest';
import { DeckFormatError } from '../../../src/core/module.ts';
import { CONFIG_RULE } from '../../../src/core/config-check.ts';
import { loadDeck } from '../../../src/optcg/decks.ts';
import { parseDeckJson, parseDeckText, writeDeckJson, writeDeckText } from '../../../src/optcg/formats/decklist.ts';
import { checkDeck } from '../../../src/optcg/rules/deck-check.ts';
import { optcgModule } from '../../../src/optcg/module.ts';
import { checkGameConfig } from '../../../src/optcg/config-check.ts';
import { statsOf } from '../../../src/optcg/cards/stats.ts';
import { cardStatuses } from '../../../src/optcg/cards/status.ts';

describe('deck check (001 §5-1-2)', () => {
  it('the bundled decks are legal, cover every color of block 1 and use only OP-01 and ST-01…ST-10 cards', () => {
    const names = optcgModule.bundledDecks();
    expect(names.length).toBeGreaterThanOrEqual(18);
    expect(names.slice(0, 4)).toEqual(['st01', 'st02', 'st03', 'st04']);
    const colors = new Set<string>();
    const leaders = new Set<string>();
    for (const n of names) {
      const deck = loadDeck(n);
      expect(checkDeck(deck), n).toEqual([]);
      leaders.add(deck.leader);
      for (const c of statsOf(deck.leader)!.colors) colors.add(c);
      for (const card of deck.cards) expect(card, `${n}: ${card}`).toMatch(/^(OP01|ST(0\d|10))-/);
    }
    expect([...colors].sort()).toEqual(['Black', 'Blue', 'Green', 'Purple', 'Red', 'Yellow']);
    // The Leaders of OP-01 and of the starters whose Leader is implemented, each leading a bundled deck.
    for (const l of ['OP01-001', 'OP01-002', 'OP01-003', 'OP01-031', 'OP01-060', 'OP01-061', 'OP01-062', 'OP01-091'])
      expect(leaders.has(l), l).toBe(true);
    for (const l of ['ST05-001', 'ST06-001', 'ST07-001', 'ST08-001', 'ST09-001', 'ST10-003'])
      expect(leaders.has(l), l).toBe(true);
    expect(optcgModule.defaultDecks).toEqual(['st01', 'st02']);
    // Issue 8 "Speed": the bench plays a block-1 matchup of two bundled decks beside ST-01 vs ST-02.
    for (const [a, b] of optcgModule.benchMatchups ?? []) expect(names).toEqual(expect.arrayContaining([a, b]));
    expect(optcgModule.benchMatchups?.length).toBeGreaterThan(0);
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
  // Every card of the block-1 data has a card file now (ST05-010 Zephyr and OP05-001 Sabo were the last): a card
  // without one is a number the data does not hold (OP06-001), refused the same way.
  const st05 = loadDeck('st05');
  const unknown = [...st05.cards.slice(4), ...new Array<string>(4).fill('OP06-001')];

  it('no card of the data is missing a card file; one that did would be one line naming it', () => {
    expect(cardStatuses().filter((c) => c.status === 'missing')).toEqual([]);
    expect(checkDeck(st05)).toEqual([]); // with its 2 Zephyr
    expect(checkDeck({ ...st05, cards: unknown })).toEqual([
      { rule: 'card pool', message: 'OP06-001 is not implemented' },
    ]);
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

  it('a game config from outside (a replay) with a card that is not implemented (not in the data) is refused', () => {
    const bad = { ...st05, cards: unknown };
    expect(checkGameConfig({ decks: [st01, bad] })).toEqual([
      { rule: CONFIG_RULE, message: 'config.decks[1]: unknown card number OP06-001' },
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
