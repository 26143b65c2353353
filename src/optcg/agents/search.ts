/**
 * The ONE PIECE search agent (issue 9): src/core/search.ts with this module's determinizer and evaluator, guided by
 * the heuristic agent: Main Phase actions, blocks, counters and [Trigger]s are searched among the heuristic's best
 * options; the other decisions are the heuristic's.
 */
import type { Decision } from '../../core/decision.ts';
import { SearchAgent, type SearchOptions } from '../../core/search.ts';
import type { OptcgAbout } from '../decisions.ts';
import { optcgGame } from '../engine.ts';
import type { OptcgState } from '../types.ts';
import { determinizeGame, evaluateGame } from './determinize.ts';
import { OptcgHeuristicAgent } from './heuristic.ts';

const SEARCHED: ReadonlySet<string> = new Set<OptcgAbout>([
  'main-action',
  'block-step',
  'counter-step',
  'life-trigger',
]);

export type OptcgSearchOptions = Omit<SearchOptions<OptcgState>, 'guide' | 'playout'> & {
  /** The playout policy: the heuristic agent (default) or random. */
  playout?: 'heuristic' | 'random';
};

export function optcgSearchAgent(seed: number | string, opts: OptcgSearchOptions = {}): SearchAgent<OptcgState> {
  const { playout = 'heuristic', ...rest } = opts;
  return new SearchAgent<OptcgState>(optcgGame, determinizeGame, evaluateGame, seed, {
    depth: 40,
    ...rest,
    ...(playout === 'heuristic' ? { playout: (s: number) => new OptcgHeuristicAgent(s) } : {}),
    guide: {
      agent: new OptcgHeuristicAgent(`${seed}:guide`),
      top: 4,
      searches: (d: Decision) => d.about !== undefined && SEARCHED.has(d.about),
    },
  });
}
