/**
 * Deck lists as text: one `NxNUMBER` line per card number, the Leader first (`1xST01-001`).
 * Blank lines and `#` comments are ignored. Also a JSON form `{"leader": …, "cards": […]}`.
 */
import { DeckFormatError } from '../../core/module.ts';
import { statsOf } from '../cards/stats.ts';
import type { DeckList } from '../types.ts';

/** A card number as printed: `OP01-001`, `ST10-017`, `EB01-001`, `PRB01-001`, and promotional `P-001`. */
const NUMBER = /^(?:[A-Z]{2,4}\d{2}|P)-\d{3}$/;
const LINE = /^(\d+)\s*x\s*((?:[A-Z]{2,4}\d{2}|P)-\d{3})$/i;
/** 001 §5-1-2: a deck holds exactly 50 cards; a larger count on one line is refused before anything is built. */
const MAX_COUNT = 50;

export function parseDeckText(text: string, source = 'deck'): DeckList {
  let leader: string | null = null;
  const cards: string[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') return;
    const m = LINE.exec(line);
    if (!m) throw new DeckFormatError(`${source}:${i + 1}: expected "NxCARD-NUMBER" (e.g. 4xST01-004), got "${line}"`);
    const n = Number(m[1]);
    const num = m[2]!.toUpperCase();
    // A well-formed number the card data does not hold is read: the deck check names it as not implemented.
    const s = statsOf(num);
    if (leader === null) {
      if (s && s.category !== 'Leader')
        throw new DeckFormatError(`${source}:${i + 1}: the first line must be the Leader, ${num} is a ${s.category}`);
      if (n !== 1) throw new DeckFormatError(`${source}:${i + 1}: exactly 1 Leader, got ${n}`);
      leader = num;
      return;
    }
    if (n < 1) throw new DeckFormatError(`${source}:${i + 1}: a count must be at least 1`);
    if (n > MAX_COUNT) {
      throw new DeckFormatError(
        `${source}:${i + 1}: ${m[1]}x${num} is more than the ${MAX_COUNT} cards a whole deck holds (001 §5-1-2)`,
      );
    }
    for (let k = 0; k < n; k++) cards.push(num);
  });
  if (leader === null)
    throw new DeckFormatError(`${source}:1: the deck list is empty (the first line must be the Leader)`);
  return { leader, cards };
}

export function writeDeckText(deck: DeckList): string {
  const lines = [`1x${deck.leader}`];
  const counts = new Map<string, number>();
  for (const n of deck.cards) counts.set(n, (counts.get(n) ?? 0) + 1);
  for (const [n, k] of counts) lines.push(`${k}x${n}`);
  return lines.join('\n') + '\n';
}

export function parseDeckJson(text: string, source = 'deck'): DeckList {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new DeckFormatError(`${source}:1: not JSON: ${(e as Error).message}`);
  }
  const r = raw as Record<string, unknown>;
  if (
    typeof r !== 'object' ||
    r === null ||
    typeof r['leader'] !== 'string' ||
    !Array.isArray(r['cards']) ||
    !r['cards'].every((c) => typeof c === 'string')
  ) {
    throw new DeckFormatError(`${source}:1: a JSON deck is {"leader": "ST01-001", "cards": ["ST01-002", …]}`);
  }
  for (const n of [r['leader'], ...(r['cards'] as string[])])
    if (!NUMBER.test(n)) throw new DeckFormatError(`${source}:1: "${n}" is not a card number`);
  return { leader: r['leader'], cards: (r['cards'] as string[]).slice() };
}

export function writeDeckJson(deck: DeckList): string {
  return JSON.stringify({ leader: deck.leader, cards: deck.cards }, null, 1) + '\n';
}
