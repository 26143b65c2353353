/**
 * Card files speak the card vocabulary only (src/ygo/cards/dsl/): never the rules' internals, the state module
 * or the kernel. A card that needs something new gets a named word in the vocabulary, with its rule citation.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const CARDS = join(import.meta.dirname, '../../src/ygo/cards');
/** Not card files: the vocabulary itself and the registry's plumbing. */
const NOT_CARDS = new Set(['registry.ts', 'types.ts', 'alternates.ts', 'index.ts']);

function cardFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'dsl') out.push(...cardFiles(path));
    } else if (name.endsWith('.ts') && !NOT_CARDS.has(name)) out.push(path);
  }
  return out;
}

/** Where a card file may import from: the vocabulary, the card registry and types, other cards and archetypes. */
function allowed(source: string): boolean {
  if (source === '../dsl/index.ts' || /^\.\.\/dsl\/[a-z]+\.ts$/.test(source)) return true;
  if (source === '../registry.ts' || source === '../types.ts') return true;
  return /^\.\.?\/([a-z]|archetypes)?\/?[\w.-]+\.ts$/.test(source) && !source.includes('..//');
}

describe('card files import only the card vocabulary', () => {
  const files = cardFiles(CARDS);

  it('scans every card file', () => {
    expect(files.length).toBeGreaterThanOrEqual(100);
  });

  it('no card file reaches into rules/, the state or the kernel', () => {
    const bad: string[] = [];
    for (const f of files) {
      for (const m of readFileSync(f, 'utf8').matchAll(/^import .* from '([^']+)';$/gm)) {
        const source = m[1]!;
        if (!allowed(source) || /rules\/|state\.ts|core\/|card-stats/.test(source))
          bad.push(`${relative(CARDS, f)}: ${m[0]}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
