/** Card definitions by passcode. Card files register through their set's index (cards/index.ts). */
import type { CardDef, Erratum } from './types.ts';
import { isPendulumMonster } from '../card-stats.ts';

const defs = new Map<number, CardDef>();

/** Declare a card. Used by every card file: `export default defineCard({ … })`. */
export function defineCard(def: CardDef): CardDef {
  // 003 §3.3.3: every Pendulum Monster card can be activated from the hand to a Pendulum Zone: its card activation.
  if (isPendulumMonster(def) && !def.effects?.some((e) => e.type === 'activate'))
    throw new Error(
      `card ${def.code} (${def.name}) is a Pendulum Monster without its activation (pendulumActivation())`,
    );
  if (isPendulumMonster(def) && (def.leftScale === undefined || def.rightScale === undefined))
    throw new Error(`card ${def.code} (${def.name}) is a Pendulum Monster without its Pendulum Scales`);
  return def;
}

export function registerCards(list: readonly CardDef[]): void {
  for (const d of list) {
    if (defs.has(d.code) && defs.get(d.code) !== d) throw new Error(`card ${d.code} (${d.name}) defined twice`);
    defs.set(d.code, d);
  }
}

/** Alternate artworks: another passcode for the same card (same definition, same name). */
export function registerAlternates(list: ReadonlyArray<readonly [number, number]>): void {
  for (const [alt, original] of list) {
    const d = defs.get(original);
    if (d && !defs.has(alt)) defs.set(alt, d);
  }
}

export function cardDef(code: number): CardDef {
  const d = defs.get(code);
  if (!d) throw new Error(`no card definition for passcode ${code}`);
  return d;
}

export function findCardDef(code: number): CardDef | undefined {
  return defs.get(code);
}

/** Every implemented card (once, not per artwork), in passcode order. */
export function allCardDefs(): CardDef[] {
  return [...new Set(defs.values())].sort((a, b) => a.code - b.code);
}

/** Era variants by passcode and date, made once (a variant is a definition too: caches may key on it). */
const variants = new Map<string, CardDef>();

/**
 * The card as printed on `asOf` ('YYYY-MM'; null: its current text): the text of the earliest errata that took
 * effect after that date, with that printing's effects, else the current definition (issue 11 item 16).
 */
export function cardAsOf(code: number, asOf: string | null): CardDef {
  const d = cardDef(code);
  if (asOf === null || d.errata === undefined) return d;
  const key = `${code}@${asOf}`;
  let v = variants.get(key);
  if (v === undefined) {
    v = printingAsOf(d, asOf);
    variants.set(key, v);
  }
  return v;
}

function printingAsOf(d: CardDef, asOf: string): CardDef {
  let pick: Erratum | undefined;
  for (const e of d.errata ?? []) if (asOf < e.before && (pick === undefined || e.before < pick.before)) pick = e;
  if (pick === undefined) return d;
  const { errata: _current, ...rest } = d;
  const v: CardDef = { ...rest, text: pick.text };
  if (pick.effects !== undefined) v.effects = pick.effects;
  if (pick.statics !== undefined) v.statics = pick.statics;
  return v;
}

/** The card as the duel's rule set plays it (RuleSet.cardTextsAsOf): what effects, statics and text to read. */
export function defIn(duel: { readonly rules: { readonly cardTextsAsOf: string | null } }, code: number): CardDef {
  const asOf = duel.rules.cardTextsAsOf;
  return asOf === null ? cardDef(code) : cardAsOf(code, asOf);
}
