/**
 * Decks shipped with the project, as `.ydk` text. `classic` is the benchmark deck: the same
 * 40-card Main Deck and 2-card Extra Deck for both players; keep it unchanged so speed figures
 * stay comparable with other engines. `skystriker` is the modern benchmark deck (a 2019–2020
 * Sky Striker list: 40 Main, 15 Extra; issue 7), likewise unchanged.
 */
import { readFileSync } from 'node:fs';

/** Bundled deck names, each readable with readBundledYgoDeck. Add the file here when adding a deck. */
const DECKS: readonly string[] = ['classic', 'skystriker'];

export function bundledYgoDecks(): string[] {
  return [...DECKS];
}

/** The `.ydk` text of a bundled deck, or undefined if there is no deck of that name. */
export function readBundledYgoDeck(name: string): string | undefined {
  if (!DECKS.includes(name)) return undefined;
  return readFileSync(new URL(`./${name}.ydk`, import.meta.url), 'utf8');
}
