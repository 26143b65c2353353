/**
 * The Yu-Gi-Oh! search agent (issue 9): src/core/search.ts with this module's determinizer and evaluator, guided by
 * the heuristic agent: the decisions that shape the duel (what to do in a Main Phase or Battle Step, whether to
 * answer a play, what to target) are searched among the heuristic's best options; the others (zones, positions, GY
 * order, costs) are the heuristic's.
 */
import type { Decision } from '../../core/decision.ts';
import { SearchAgent, type SearchOptions } from '../../core/search.ts';
import type { YgoAbout } from '../decisions.ts';
import { ygoGame } from '../game.ts';
import type { DuelState } from '../state.ts';
import { determinizeDuel, evaluateDuel } from './determinize.ts';
import { YgoHeuristicAgent } from './heuristic.ts';

const SEARCHED: ReadonlySet<string> = new Set<YgoAbout>([
  'main-phase-action',
  'battle-step-action',
  'response',
  'chain-response',
  'priority',
  'summon-negation',
  'target',
]);

export type YgoSearchOptions = Omit<SearchOptions<DuelState>, 'guide' | 'playout'> & {
  /** The playout policy: the heuristic agent (default) or random. */
  playout?: 'heuristic' | 'random';
};

export function ygoSearchAgent(seed: number | string, opts: YgoSearchOptions = {}): SearchAgent<DuelState> {
  const { playout = 'heuristic', ...rest } = opts;
  return new SearchAgent<DuelState>(ygoGame, determinizeDuel, evaluateDuel, seed, {
    depth: 40,
    ...rest,
    ...(playout === 'heuristic' ? { playout: (s: number) => new YgoHeuristicAgent(s) } : {}),
    guide: {
      agent: new YgoHeuristicAgent(`${seed}:guide`),
      top: 4,
      searches: (d: Decision) => d.about !== undefined && SEARCHED.has(d.about),
    },
  });
}
