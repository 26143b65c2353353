/**
 * Finding and reporting the conformance cases (rulebook examples) of every game:
 * `conformance/<game>/index.ts` exports `cases: ConformanceCase[]`. A game without
 * that folder has no cases yet and is skipped; a folder that fails to load is an error.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCase, type ConformanceCase, type ConformanceStatus } from '../core/conformance.ts';

export interface GameCases {
  game: string;
  cases: ConformanceCase[];
}

/** The cases of each game that has a conformance folder under `dir`, in the order of `ids`. */
export async function loadCases(ids: readonly string[], dir: string): Promise<GameCases[]> {
  const found: GameCases[] = [];
  for (const game of ids) {
    const file = join(dir, game, 'index.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { cases?: unknown };
    if (!Array.isArray(mod.cases)) throw new Error(`${file} must export "cases" (a list of ConformanceCase)`);
    found.push({ game, cases: mod.cases as ConformanceCase[] });
  }
  return found;
}

export interface ConformanceReport {
  lines: string[];
  passed: number;
  failed: number;
  pending: number;
  total: number;
}

function line(s: ConformanceStatus): string {
  switch (s.status) {
    case 'pass':
      return `PASS  ${s.id}  ${s.title}`;
    case 'fail':
      return `FAIL  ${s.id}  ${s.title} — ${s.error}`;
    case 'pending':
      return `PEND  ${s.id}  ${s.title} — ${s.reason}`;
  }
}

/** Runs every case; the last line is `conformance: P passed, F failed, W pending of T`. */
export function runConformance(games: readonly GameCases[]): ConformanceReport {
  const r: ConformanceReport = { lines: [], passed: 0, failed: 0, pending: 0, total: 0 };
  for (const g of games) {
    for (const c of g.cases) {
      const s = runCase(c);
      r.total++;
      if (s.status === 'pass') r.passed++;
      else if (s.status === 'fail') r.failed++;
      else r.pending++;
      r.lines.push(line(s));
    }
  }
  r.lines.push(`conformance: ${r.passed} passed, ${r.failed} failed, ${r.pending} pending of ${r.total}`);
  return r;
}
