/**
 * Card names by card identity, learnt from every view the client sees (a card's `code`/`number` and its `name`), so
 * a log line can name a card an event identifies only by its code. A code never seen is shown as itself.
 */
import type { CardView as YgoCardView } from '../../../src/ygo/view.ts';
import type { OptcgSeenView, YgoSeenView } from './views.ts';

export type CardNames = Map<string, string>;

function learnYgoCard(names: CardNames, c: YgoCardView | null | undefined): void {
  if (!c) return;
  if (c.code !== undefined && c.name !== undefined) names.set(String(c.code), c.name);
  for (const m of c.materials ?? []) learnYgoCard(names, m);
}

/** Every named card of a Yu-Gi-Oh! view, into `names`. */
export function learnYgoNames(names: CardNames, v: YgoSeenView): void {
  for (const p of v.players) {
    for (const list of [p.hand, p.extra, p.extraFaceUp, p.gy, p.banished, p.monsters, p.spellsTraps]) {
      if (Array.isArray(list)) for (const c of list) learnYgoCard(names, c);
    }
    learnYgoCard(names, p.field);
  }
  for (const c of v.extraMonsterZones) learnYgoCard(names, c);
}

/** Every card of a ONE PIECE view, into `names`. */
export function learnOptcgNames(names: CardNames, v: OptcgSeenView): void {
  for (const p of v.players) {
    for (const c of [p.leader, p.stage, ...(p.hand ?? []), ...p.trash, ...p.characters]) {
      if (!c) continue;
      names.set(c.number, c.name);
      // A ONE PIECE card keeps its number (`id`) for the whole game, so events naming only `card` can be told too.
      names.set(`id:${c.id}`, c.name);
    }
  }
}

/** The name for a code, or the code itself (`#code` for a passcode). */
export function nameOf(names: CardNames, code: string | number | undefined): string {
  if (code === undefined) return 'a face-down card';
  const n = names.get(String(code));
  if (n !== undefined) return n;
  return typeof code === 'number' ? `#${code}` : code;
}

/** A ONE PIECE card's name by its physical card number (`card` in events), once a view has shown it. */
export function nameById(names: CardNames, id: number): string {
  return names.get(`id:${id}`) ?? 'a card';
}

/** The codes `events` name (`code`, `codes`, `targetCode`, `attackerCode`) that `names` does not know yet. */
export function unknownCodes(events: readonly Record<string, unknown>[], names: CardNames): string[] {
  const out = new Set<string>();
  const add = (c: unknown) => {
    // A Yu-Gi-Oh! code 0 is "no card" (an End Phase processing left by a control change).
    if ((typeof c === 'number' && c > 0) || (typeof c === 'string' && c !== '')) {
      if (!names.has(String(c))) out.add(String(c));
    }
  };
  for (const e of events) {
    add(e['code']);
    add(e['targetCode']);
    add(e['attackerCode']);
    if (Array.isArray(e['codes'])) for (const c of e['codes']) add(c);
    if (Array.isArray(e['leaders'])) for (const c of e['leaders']) add(c);
  }
  return [...out];
}

/** A card's name from its text lines (`GET /api/cards`): the first line, without the card's own code before it. */
export function nameFromLines(code: string, lines: readonly string[]): string | undefined {
  const first = lines[0]?.trim();
  if (!first) return undefined;
  return first.startsWith(`${code} `) ? first.slice(code.length + 1).trim() : first;
}
