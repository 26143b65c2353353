import { describe, it } from 'vitest';
import { cases } from '../../conformance/optcg/index.ts';

describe('ONE PIECE CARD GAME conformance (001)', () => {
  const seen = new Set<string>();
  for (const c of cases) {
    const name = seen.has(c.id) ? `${c.id} (${c.title})` : c.id;
    seen.add(c.id);
    if (c.pending !== undefined || !c.run) it.skip(`${name}: ${c.pending ?? 'no scenario'}`, () => {});
    else it(name, () => c.run!());
  }
});
