/** Bundled decks (legal 50-card decks of block 1: the starters and OP-01 Leaders) and deck loading by name or path. */
import { readFileSync } from 'node:fs';
import { DeckFormatError } from '../core/module.ts';
import { parseDeckJson, parseDeckText } from './formats/decklist.ts';
import type { DeckList } from './types.ts';

/**
 * Each file's header names its Leader, colors and idea, and any card swapped in for one not implemented yet. Every
 * color of block 1 is here: red (st01, op01-zoro), green (st02, op01-oden), red/green (op01-law, op01-luffy), blue
 * (st03, op01-doflamingo), blue/purple (op01-kaido, op01-crocodile), purple (st04, st05, op01-king), red/purple
 * (st10), black (st06, st08), yellow (st07, st09). Only OP-01 and ST-01…ST-10 cards.
 */
export const BUNDLED_DECKS = [
  'st01',
  'st02',
  'st03',
  'st04',
  'st05',
  'st06',
  'st07',
  'st08',
  'st09',
  'st10',
  'op01-zoro',
  'op01-law',
  'op01-luffy',
  'op01-oden',
  'op01-doflamingo',
  'op01-kaido',
  'op01-crocodile',
  'op01-king',
] as const;

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
