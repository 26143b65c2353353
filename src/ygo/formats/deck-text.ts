/**
 * A deck as users paste or save it: either `.ydk` text or a `ydke://` URL (alone, possibly
 * with surrounding whitespace). One entry point for loaders that accept both.
 */
import { parseYdk } from './ydk.ts';
import type { YdkDeck } from './ydk.ts';
import { parseYdke } from './ydke.ts';

export function parseDeckText(text: string, source: string): YdkDeck {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  return trimmed.startsWith('ydke://') ? parseYdke(trimmed, source) : parseYdk(text, source);
}
