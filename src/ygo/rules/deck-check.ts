/**
 * Deck construction check (003 §3.1.2; 000 p.5; 002 p.5) and Forbidden/Limited lists (003 §3.7.1).
 * Pure function of the deck, the limits, a card lookup and an optional list; the problems come out
 * in a fixed order (kind of check, then first appearance in Main, Extra, Side).
 */
import { CARD_POOL_RULE, type DeckProblem } from '../../core/module.ts';
import type { CardStats } from '../card-stats.ts';
import { isExtraDeckMonster } from '../card-stats.ts';
import type { YdkDeck } from '../formats/ydk.ts';
import type { Banlist } from '../formats/lflist.ts';
import { allowedCopies } from '../formats/lflist.ts';

export type ExtraDeckKind = 'fusion' | 'synchro' | 'xyz' | 'link';

/** Which rulebook section each check cites, so the presets for older rules cite their own book. */
export interface DeckRuleCitations {
  size: string;
  extraContents: string;
  copies: string;
  banlist: string;
  tokens: string;
}

export interface DeckLimits {
  mainMin: number;
  /** null: no maximum (002 p.5). */
  mainMax: number | null;
  /** null: the Fusion Deck is unlimited (002 p.5). */
  extraMax: number | null;
  sideMax: number;
  /**
   * The Side Deck must be exactly `sideMax` cards (002 p.5 "must be 15"). An empty Side Deck is
   * still accepted: the Side Deck exists only for siding between the Duels of a Match (002 p.5),
   * so a deck with none is a deck that is not sided, not a Side Deck of the wrong size.
   */
  sideExact: boolean;
  /** Copies allowed per card name. */
  copies: number;
  /** 002 p.9: Main+Side share the limit, the Fusion Deck has its own. Otherwise Main+Extra+Side together (003 §3.1.2). */
  copiesCountExtraSeparately: boolean;
  /** Monster kinds the Extra Deck holds; default all four (003 §3.1.2). */
  extraDeckKinds?: readonly ExtraDeckKind[];
  /** Citations for the problems; default 003. */
  cite?: DeckRuleCitations;
}

const CITE_003: DeckRuleCitations = {
  size: '003 §3.1.2',
  extraContents: '003 §3.1.2',
  copies: '003 §3.1.2',
  banlist: '003 §3.7.1',
  tokens: '003 §3.3.2',
};

/** 003 §3.1.2: Main 40–60, Extra ≤15, Side ≤15, ≤3 by name across Main+Extra+Side. */
export const MASTER_RULE_DECK_LIMITS: DeckLimits = {
  mainMin: 40,
  mainMax: 60,
  extraMax: 15,
  sideMax: 15,
  sideExact: false,
  copies: 3,
  copiesCountExtraSeparately: false,
  extraDeckKinds: ['fusion', 'synchro', 'xyz', 'link'],
  cite: CITE_003,
};

/** 000 p.5/p.9 (Master Rule 2): the same numbers; the Extra Deck holds Fusion, Synchro and Xyz. */
export const MR2_DECK_LIMITS: DeckLimits = {
  ...MASTER_RULE_DECK_LIMITS,
  extraDeckKinds: ['fusion', 'synchro', 'xyz'],
  cite: { size: '000 p.5', extraContents: '000 p.5', copies: '000 p.9', banlist: '000 p.45', tokens: '000 p.45' },
};

/**
 * 002 p.5/p.9, 004 §Deck (before 2008): Main ≥40 with no maximum, an unlimited Fusion Deck of
 * Fusion Monsters only, a Side Deck of exactly 15 (or none: see `sideExact`), 3 per name in
 * Deck+Side and, separately, 3 per name in the Fusion Deck.
 */
export const PRE2008_DECK_LIMITS: DeckLimits = {
  mainMin: 40,
  mainMax: null,
  extraMax: null,
  sideMax: 15,
  sideExact: true,
  copies: 3,
  copiesCountExtraSeparately: true,
  extraDeckKinds: ['fusion'],
  cite: { size: '002 p.5', extraContents: '002 p.5', copies: '002 p.9', banlist: '002 p.43', tokens: '002 p.43' },
};

const EXTRA_KIND_NAMES: Record<ExtraDeckKind, string> = {
  fusion: 'Fusion',
  synchro: 'Synchro',
  xyz: 'Xyz',
  link: 'Link',
};
const ALL_EXTRA_KINDS: readonly ExtraDeckKind[] = ['fusion', 'synchro', 'xyz', 'link'];
const SECTIONS = ['main', 'extra', 'side'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_NAMES: Record<Section, string> = { main: 'Main Deck', extra: 'Extra Deck', side: 'Side Deck' };

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
function copies(n: number): string {
  return n === 1 ? '1 copy' : `${n} copies`;
}

/**
 * The passcode whose name a card bears for the copy limit: its `alias` ("always treated as",
 * and alternate artworks; 003 §3.1.2, TC-09). Names gained by an effect are not in the data (TC-10).
 */
function nameCode(code: number, lookup: (code: number) => CardStats | undefined): number {
  let current = code;
  // Follow alias chains a few steps; real data has at most one, this only guards against loops.
  for (let i = 0; i < 4; i++) {
    const stats = lookup(current);
    // An alternate artwork registered under another passcode resolves to the original card's statistics.
    if (stats && stats.code !== current) {
      current = stats.code;
      continue;
    }
    const alias = stats?.alias;
    if (alias === undefined || alias === 0 || alias === current) break;
    current = alias;
  }
  return current;
}

interface NameGroup {
  name: string;
  /** Distinct passcodes in the group, in order of first appearance. */
  codes: number[];
  count: Record<Section, number>;
}

function describeCodes(group: NameGroup, deck: YdkDeck, lookup: (code: number) => CardStats | undefined): string {
  if (group.codes.length === 1) return '';
  const parts = group.codes.map((c) => {
    const n = SECTIONS.reduce((sum, s) => sum + deck[s].filter((x) => x === c).length, 0);
    return `${c} "${lookup(c)!.name}" ×${n}`;
  });
  return ` (${parts.join(', ')})`;
}

export function checkDeck(
  deck: YdkDeck,
  limits: DeckLimits,
  lookup: (code: number) => CardStats | undefined,
  banlist?: Banlist,
): DeckProblem[] {
  const cite = limits.cite ?? CITE_003;
  const extraKinds = limits.extraDeckKinds ?? ALL_EXTRA_KINDS;
  const problems: DeckProblem[] = [];

  // A deck is made of cards (003 §3.1.2): a passcode we have no CardStats for cannot be checked.
  const unknown = new Map<number, Section>();
  for (const s of SECTIONS) for (const c of deck[s]) if (!lookup(c) && !unknown.has(c)) unknown.set(c, s);
  for (const [code, s] of unknown) {
    problems.push({ rule: cite.size, message: `passcode ${code} (${SECTION_NAMES[s]}) is not a known card` });
  }
  // Fail closed: a card the engine plays only in part is refused, never played as less than its text.
  const partial: number[] = [];
  for (const s of SECTIONS)
    for (const c of deck[s]) {
      const stats = lookup(c);
      if (stats && 'incomplete' in stats && typeof stats.incomplete === 'string' && !partial.includes(c)) {
        partial.push(c);
        problems.push({
          rule: CARD_POOL_RULE,
          message: `${stats.name} (${c}) is not fully implemented (missing: ${stats.incomplete})`,
        });
      }
    }

  // Deck sizes: 003 §3.1.2 Main 40–60, Extra ≤15, Side ≤15; 000 p.5 the same; 002 p.5 Main ≥40,
  // Fusion Deck unlimited, Side exactly 15.
  const main = deck.main.length;
  const extra = deck.extra.length;
  const side = deck.side.length;
  if (main < limits.mainMin) {
    problems.push({
      rule: cite.size,
      message: `Main Deck has ${plural(main, 'card')}; it needs at least ${limits.mainMin}`,
    });
  }
  if (limits.mainMax !== null && main > limits.mainMax) {
    problems.push({
      rule: cite.size,
      message: `Main Deck has ${plural(main, 'card')}; at most ${limits.mainMax} are allowed`,
    });
  }
  if (limits.extraMax !== null && extra > limits.extraMax) {
    problems.push({
      rule: cite.size,
      message: `Extra Deck has ${plural(extra, 'card')}; at most ${limits.extraMax} are allowed`,
    });
  }
  if (limits.sideExact) {
    if (side !== 0 && side !== limits.sideMax) {
      problems.push({
        rule: cite.size,
        message: `Side Deck has ${plural(side, 'card')}; it must have exactly ${limits.sideMax} (or none)`,
      });
    }
  } else if (side > limits.sideMax) {
    problems.push({
      rule: cite.size,
      message: `Side Deck has ${plural(side, 'card')}; at most ${limits.sideMax} are allowed`,
    });
  }

  // 003 §3.1.2: the Extra Deck holds F/S/X/L and they may be sided, but never in the Main Deck;
  // 000 p.5 Fusion+Synchro(+Xyz); 002 p.5 Fusion only. Tokens are not cards (003 §3.3.2; 000/002 p.43).
  const extraKindNames = extraKinds.map((k) => EXTRA_KIND_NAMES[k]).join(', ');
  const placed = new Set<string>();
  for (const s of SECTIONS) {
    for (const c of deck[s]) {
      const stats = lookup(c);
      const key = `${s}:${c}`;
      if (!stats || placed.has(key)) continue;
      placed.add(key);
      if (stats.categories?.includes('token')) {
        problems.push({
          rule: cite.tokens,
          message: `"${stats.name}" (${c}) is a Token, not a card; Tokens are never in a deck`,
        });
        continue;
      }
      if (s === 'main' && isExtraDeckMonster(stats)) {
        problems.push({
          rule: cite.extraContents,
          message: `"${stats.name}" (${c}) is an Extra Deck monster; it cannot be in the Main Deck`,
        });
      }
      if (s === 'extra' && !extraKinds.some((k) => stats.categories?.includes(k))) {
        problems.push({
          rule: cite.extraContents,
          message: `"${stats.name}" (${c}) cannot be in the Extra Deck, which holds only ${extraKindNames} Monsters`,
        });
      }
    }
  }

  // 003 §3.1.2: same name = same card (any printing); "always treated as" shares the name (TC-09),
  // a name gained by an effect does not (TC-10). Groups in order of first appearance.
  const groups = new Map<number, NameGroup>();
  for (const s of SECTIONS) {
    for (const c of deck[s]) {
      if (!lookup(c)) continue;
      const key = nameCode(c, lookup);
      let g = groups.get(key);
      if (!g) {
        g = { name: (lookup(key) ?? lookup(c)!).name, codes: [], count: { main: 0, extra: 0, side: 0 } };
        groups.set(key, g);
      }
      if (!g.codes.includes(c)) g.codes.push(c);
      g.count[s]++;
    }
  }

  // 003 §3.1.2, 000 p.9: ≤3 per name in Main+Extra+Side; 002 p.9: Deck+Side, and the Fusion Deck apart.
  for (const g of groups.values()) {
    const detail = describeCodes(g, deck, lookup);
    if (limits.copiesCountExtraSeparately) {
      const deckAndSide = g.count.main + g.count.side;
      if (deckAndSide > limits.copies) {
        problems.push({
          rule: cite.copies,
          message: `${deckAndSide} copies of "${g.name}" in Main and Side Deck${detail}; at most ${limits.copies} by name`,
        });
      }
      if (g.count.extra > limits.copies) {
        problems.push({
          rule: cite.copies,
          message: `${g.count.extra} copies of "${g.name}" in the Extra Deck${detail}; at most ${limits.copies} by name`,
        });
      }
    } else {
      const total = g.count.main + g.count.extra + g.count.side;
      if (total > limits.copies) {
        problems.push({
          rule: cite.copies,
          message: `${total} copies of "${g.name}" in Main, Extra and Side Deck${detail}; at most ${limits.copies} by name`,
        });
      }
    }
  }

  // Forbidden/Limited/Semi-Limited: counted across Main + Extra + Side (003 §3.7.1).
  if (banlist) {
    for (const [key, g] of groups) {
      // A list may name a card by its own passcode or by the passcode of the name it bears;
      // with several printings in the deck, the strictest entry applies to the name.
      let allowed = Infinity;
      for (const c of g.codes) allowed = Math.min(allowed, banlist.limits.get(c) ?? allowedCopies(banlist, key));
      const total = g.count.main + g.count.extra + g.count.side;
      if (total <= allowed) continue;
      const listed = banlist.limits.has(key) || g.codes.some((c) => banlist.limits.has(c));
      // An unlisted card on an ordinary list is only under the copy limit, checked above.
      if (!listed && !banlist.whitelist) continue;
      const status = !listed
        ? `not on the whitelist "${banlist.name}"`
        : allowed === 0
          ? `Forbidden on "${banlist.name}"`
          : `${allowed === 1 ? 'Limited' : 'Semi-Limited'} (${allowed}) on "${banlist.name}"`;
      problems.push({ rule: cite.banlist, message: `"${g.name}" is ${status}; the deck has ${copies(total)}` });
    }
  }
  return problems;
}
