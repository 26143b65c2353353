/**
 * The Yu-Gi-Oh! card list for `arbiter ygo cards`, `arbiter ygo card PASSCODE` and the match server's card text
 * (`GET /api/cards/ygo/:passcode`, issue 10): every card this build implements, and one card as text lines: its
 * statistics (003 §3.3.1), its printed text, and the older printings the engine can play.
 */
import type { CardCatalog, CardListing } from '../core/module.ts';
import { isPendulumMonster, type CardStats } from './card-stats.ts';
import { allCardDefs, findCardDef } from './cards/registry.ts';

/** Every card of this build is in one list: the engine implements only the cards it has definitions for. */
const SET = 'OCG';

const title = (s: string): string => s.replace(/(^|[\s-])\w/g, (m) => m.toUpperCase());

/** 003 §3.3.1: the line of statistics a card shows (its kind, categories, Level/Rank/Link, Attribute, Type, ATK/DEF). */
export function statsLine(d: CardStats): string {
  if (d.kind === 'spell') return `${title(d.spellType ?? 'normal')} Spell`;
  if (d.kind === 'trap') return `${title(d.trapType ?? 'normal')} Trap`;
  const parts: string[] = [];
  const stars =
    d.linkRating !== undefined
      ? `Link-${d.linkRating}`
      : d.rank !== undefined
        ? `Rank ${d.rank}`
        : `Level ${d.level ?? 0}`;
  parts.push(stars);
  if (d.attribute) parts.push(d.attribute);
  const kinds = (d.categories ?? []).map(title).join('/');
  parts.push(`[${[d.type ?? 'Monster', kinds].filter((s) => s.length > 0).join('/')}]`);
  if (isPendulumMonster(d)) parts.push(`Scale ${d.leftScale}/${d.rightScale}`);
  const stat = (n: number | undefined): string => (n === undefined ? '-' : n < 0 ? '?' : String(n));
  parts.push(d.linkRating !== undefined ? `ATK ${stat(d.atk)}` : `ATK ${stat(d.atk)} / DEF ${stat(d.def)}`);
  if (d.linkArrows?.length) parts.push(`Link Arrows: ${d.linkArrows.join(', ')}`);
  return parts.join('  ');
}

function describe(id: string): string[] | undefined {
  if (!/^\d{1,10}$/.test(id)) return undefined;
  const d = findCardDef(Number(id));
  if (!d) return undefined;
  // The first line as the ONE PIECE catalog writes it: the card's number (here its passcode), then its name.
  const lines = [`${d.code} ${d.name}`, statsLine(d), ...d.text.split(/\r?\n/).filter((l) => l.trim() !== '')];
  if (d.errata?.length) lines.push(`Older printings the engine plays under earlier rule sets: ${d.errata.length}`);
  return lines;
}

export const ygoCatalog: CardCatalog = {
  sets: () => [SET],
  cards: (): CardListing[] =>
    allCardDefs().map((d) => ({ id: String(d.code), name: d.name, set: SET, status: 'implemented', playable: true })),
  describe,
};
