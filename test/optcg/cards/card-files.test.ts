/**
 * Every card file against the card data (issue 8): the printed text it says it implements is data.json's, its header
 * names the card, and what the text prints (keywords, timings, [Trigger]) is what the file defines. A card whose
 * data changes (a new generator run) fails here until its behaviour is reviewed.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { implementedCards } from '../../../src/optcg/cards/index.ts';
import { statsOf } from '../../../src/optcg/cards/stats.ts';
import type { Timing } from '../../../src/optcg/cards/defs.ts';
import type { Keyword } from '../../../src/optcg/types.ts';

const cardsDir = new URL('../../../src/optcg/cards/', import.meta.url);

/** The card files on disk: `<set>/<number>.ts`. */
function cardFiles(): { number: string; source: string }[] {
  const out: { number: string; source: string }[] = [];
  for (const dir of readdirSync(cardsDir, { withFileTypes: true })) {
    if (!dir.isDirectory() || dir.name === 'dsl') continue;
    for (const f of readdirSync(new URL(`${dir.name}/`, cardsDir)).sort()) {
      if (!/^[A-Z0-9]+-\d{3}\.ts$/.test(f)) continue;
      out.push({ number: f.slice(0, -3), source: readFileSync(new URL(`${dir.name}/${f}`, cardsDir), 'utf8') });
    }
  }
  return out;
}

/** Printed keywords: those a line of the text starts with ("[Rush] (This card can attack …)"), not "gains [Rush]". */
function printedKeywords(text: string): Keyword[] {
  const names: Record<string, Keyword> = {
    Rush: 'rush',
    Blocker: 'blocker',
    'Double Attack': 'doubleAttack',
    Banish: 'banish',
  };
  const out: Keyword[] = [];
  for (const line of text.split('\n')) {
    const lead = /^((?:\[(?:Rush|Blocker|Double Attack|Banish)\]\s*)+)/.exec(line);
    if (!lead) continue;
    for (const m of lead[1]!.matchAll(/\[([^\]]+)\]/g)) out.push(names[m[1]!]!);
  }
  return out.sort();
}

/** A timing's mark in the text (001 §10-2); a file's ability of that timing needs the mark, and the mark an ability. */
const MARKS: [Timing, string][] = [
  ['onPlay', '[On Play]'],
  ['whenAttacking', '[When Attacking]'],
  ['onOpponentsAttack', "[On Your Opponent's Attack]"],
  ['onBlock', '[On Block]'],
  ['onKO', '[On K.O.]'],
  ['endOfYourTurn', '[End of Your Turn]'],
  ['activateMain', '[Activate: Main]'],
  ['main', '[Main]'],
  ['counter', '[Counter]'],
  ['trigger', '[Trigger]'],
];

describe('card files against data.json', () => {
  const files = cardFiles();

  it('every card file is registered, and every registered card has a file', () => {
    expect(files.map((f) => f.number).sort()).toEqual(implementedCards.map((d) => d.number).sort());
  });

  for (const d of implementedCards) {
    it(`${d.number}: text, name and printed parts match the card data`, () => {
      const s = statsOf(d.number)!;
      expect(d.text, 'the text the file implements').toBe(s.text);
      const file = files.find((f) => f.number === d.number)!;
      expect(
        file.source.replace(/^\/\*\*\s*(\*\s*)?/, '').startsWith(`${d.number} ${s.name}`),
        `header: ${s.name}`,
      ).toBe(true);
      expect([...d.keywords].sort(), 'printed keywords').toEqual(printedKeywords(s.text));
      // "a Character card with … a [Trigger]" (OP03-022), "1 card with a [Trigger]" (OP04-105), "When a [Trigger] activates" (OP05-109) name a card's
      // [Trigger], not one of this card's.
      const marks = s.text.replace(/(?:with|and|When) a \[Trigger\]/g, '');
      for (const [timing, mark] of MARKS) {
        const has = d.abilities.some((a) => a.timing === timing);
        if (has) expect(marks, `${timing} needs ${mark} in the text`).toContain(mark);
        if (marks.includes(mark) && timing !== 'main')
          expect(has, `${mark} in the text needs a ${timing} ability`).toBe(true);
      }
      // 001 §10-2-3, §10-2-4: only Events have [Main] and [Counter] abilities; an Event with [Main] has one.
      if (s.category !== 'Event') expect(d.mainEvent || d.counterEvent).toBe(false);
      else if (/^\[Main\]/m.test(s.text)) expect(d.mainEvent).toBe(true);
    });
  }
});
