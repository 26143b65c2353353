/** Card definitions by passcode. Card files register through their set's index (cards/index.ts). */
import type { CardDef } from './types.ts';

const defs = new Map<number, CardDef>();

/** Declare a card. Used by every card file: `export default defineCard({ … })`. */
export function defineCard(def: CardDef): CardDef {
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
