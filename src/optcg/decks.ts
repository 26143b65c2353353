/** Bundled decks (a legal 50-card deck for each starter Leader) and deck loading by name or path. */
import { readFileSync } from 'node:fs';
import { DeckFormatError } from '../core/module.ts';
import { parseDeckJson, parseDeckText } from './formats/decklist.ts';
import type { DeckList } from './types.ts';

export const BUNDLED_DECKS = ['st01', 'st02', 'st03', 'st04'] as const;

export function bundledDeckText(name: string): string {
  return readFileSync(new URL(`./decks/${name}.txt`, import.meta.url), 'utf8');
}

export function loadDeck(ref: string): DeckList {
  if ((BUNDLED_DECKS as readonly string[]).includes(ref)) return parseDeckText(bundledDeckText(ref), `${ref}.txt`);
  let text: string;
  try {
    text = readFileSync(ref, 'utf8');
  } catch (e) {
    throw new DeckFormatError(
      `${ref}: cannot read (${(e as NodeJS.ErrnoException).code ?? 'error'}); bundled decks: ${BUNDLED_DECKS.join(', ')}`,
    );
  }
  return readDeck(text, ref);
}

/** A deck list's text (or its JSON form), as a file holds it or a player pastes it. */
export function readDeck(text: string, source: string): DeckList {
  return text.trimStart().startsWith('{') ? parseDeckJson(text, source) : parseDeckText(text, source);
}
