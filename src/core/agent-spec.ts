/**
 * Agents named in text (issue 9), as the command line and worker threads pass them: `random`, `heuristic`,
 * `search:200ms` (a thinking time per decision), `search:500` (iterations per decision, reproducible), optionally
 * with the playout policy: `search:200ms:random`. A game module says which agents it has (GameModule.agents).
 */
import { RandomAgent, type Agent } from './agents.ts';
import type { AnyGameModule } from './module.ts';

export interface AgentSpec {
  kind: 'random' | 'heuristic' | 'search';
  ms?: number;
  iterations?: number;
  playout?: 'heuristic' | 'random';
  /** The text it was read from, for summaries. */
  text: string;
}

/** What a game module offers beyond the random agent. */
export interface GameAgents {
  heuristic(seed: string): Agent;
  search(seed: string, budget: { ms?: number; iterations?: number; playout?: 'heuristic' | 'random' }): Agent;
}

/** An agent text that cannot be read: the message says what is expected. */
export class AgentSpecError extends Error {
  override name = 'AgentSpecError';
}

const USAGE = 'expected random, heuristic, search:<ms>ms or search:<iterations> (optionally :random or :heuristic)';

export function parseAgentSpec(text: string): AgentSpec {
  if (text === 'random' || text === 'heuristic') return { kind: text, text };
  const m = /^search(?::(\d+)(ms)?)?(?::(random|heuristic))?$/.exec(text);
  if (!m) throw new AgentSpecError(`unknown agent "${text}": ${USAGE}`);
  const n = m[1] === undefined ? 200 : Number(m[1]);
  if (!(n >= 1 && n <= 3_600_000)) throw new AgentSpecError(`agent "${text}": the budget must be 1 to 3600000`);
  const spec: AgentSpec = { kind: 'search', text };
  if (m[1] === undefined || m[2] === 'ms') spec.ms = n;
  else spec.iterations = n;
  if (m[3] === 'random' || m[3] === 'heuristic') spec.playout = m[3];
  return spec;
}

/** The agent `spec` names for `mod`, seeded with `seed`. Throws AgentSpecError when the game lacks it. */
export function makeAgent(mod: AnyGameModule, spec: AgentSpec, seed: string): Agent {
  if (spec.kind === 'random') return new RandomAgent(seed);
  const agents = mod.agents;
  if (!agents) throw new AgentSpecError(`${mod.title} has no ${spec.kind} agent (only random)`);
  if (spec.kind === 'heuristic') return agents.heuristic(seed);
  const budget: { ms?: number; iterations?: number; playout?: 'heuristic' | 'random' } = {};
  if (spec.ms !== undefined) budget.ms = spec.ms;
  if (spec.iterations !== undefined) budget.iterations = spec.iterations;
  if (spec.playout !== undefined) budget.playout = spec.playout;
  return agents.search(seed, budget);
}

/** A 95 % Wilson score interval for `wins` of `n`, in percent. */
export function wilson95(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 100];
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [100 * Math.max(0, centre - half), 100 * Math.min(1, centre + half)];
}
