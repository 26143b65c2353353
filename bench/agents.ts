/**
 * How fast each agent decides (issue 9's figures): decisions per second of random, heuristic and search (at a small
 * fixed iteration count), and the search agent's playouts per second. Each agent plays games against the random
 * agent, seats alternating, and only the time spent in its own `act` is counted, so the figure is the agent's, not the
 * engine's between its decisions.
 */
import { performance } from 'node:perf_hooks';
import { RandomAgent, type Agent } from '../src/core/agents.ts';
import { makeAgent, parseAgentSpec } from '../src/core/agent-spec.ts';
import { runMatch } from '../src/core/match.ts';
import type { AnyGameModule } from '../src/core/module.ts';

export interface AgentBenchOptions {
  /**
   * Wall-clock time per agent, in seconds, games and agent included (at least one decision is always timed); the
   * figures count the agent's own time only.
   */
  seconds?: number;
  /** Iterations per searched decision of the search agent (default 16). */
  searchIterations?: number;
  seed?: string;
}

export interface AgentBenchResult {
  /** The agent's text (`random`, `heuristic`, `search:16`). */
  agent: string;
  decisions: number;
  /** Time spent in the agent's `act`. */
  seconds: number;
  decisionsPerSec: number;
  /** The search agent's playouts and their rate; absent for the others. */
  playouts?: number;
  playoutsPerSec?: number;
}

/** Thrown by the timed agent once its time is spent, to stop a game in the middle (a search game can be long). */
class TimeUp extends Error {}

/** The agents a module has: random always; heuristic and search when it offers them (GameModule.agents). */
export function agentTexts(mod: AnyGameModule, searchIterations = 16): string[] {
  return mod.agents ? ['random', 'heuristic', `search:${searchIterations}`] : ['random'];
}

export function benchAgent(
  mod: AnyGameModule,
  config: unknown,
  text: string,
  opts: AgentBenchOptions = {},
): AgentBenchResult {
  const budgetMs = (opts.seconds ?? 2) * 1000;
  const seed = opts.seed ?? 'bench-agents';
  let spent = 0;
  let decisions = 0;
  let playouts = 0;
  let searches = false;
  // The random agent's own time is a sliver of a game's: the budget is wall-clock time, or it would take minutes.
  const until = performance.now() + budgetMs;
  const over = (): boolean => decisions > 0 && performance.now() >= until;
  for (let g = 0; !over(); g++) {
    const s = `${seed}:${text}:${g}`;
    const inner = makeAgent(mod, parseAgentSpec(text), `${s}:timed`);
    const timed: Agent = {
      name: inner.name,
      ...(inner.readsOnly !== undefined ? { readsOnly: inner.readsOnly } : {}),
      act(ctx) {
        if (over()) throw new TimeUp();
        const t0 = performance.now();
        const answer = inner.act(ctx);
        spent += performance.now() - t0;
        decisions++;
        return answer;
      },
    };
    const other = new RandomAgent(`${s}:other`);
    const seats: [Agent, Agent] = g % 2 === 0 ? [timed, other] : [other, timed];
    try {
      runMatch(mod.game, config, s, seats, { recordReplay: false });
    } catch (e) {
      if (!(e instanceof TimeUp)) throw e;
    }
    // The search agent counts its playouts (src/core/search.ts).
    const n = (inner as { playouts?: unknown }).playouts;
    if (typeof n === 'number') {
      searches = true;
      playouts += n;
    }
  }
  const seconds = spent / 1000;
  const result: AgentBenchResult = { agent: text, decisions, seconds, decisionsPerSec: decisions / seconds };
  if (searches) {
    result.playouts = playouts;
    result.playoutsPerSec = playouts / seconds;
  }
  return result;
}

/** One line per agent: `heuristic  12345 decisions/s`, the search agent's with its playouts/s. */
export function formatAgents(results: readonly AgentBenchResult[]): string {
  const w = Math.max(...results.map((r) => r.agent.length));
  return results
    .map((r) => {
      const line = `${r.agent.padEnd(w)}  ${r.decisionsPerSec.toFixed(0)} decisions/s`;
      return r.playoutsPerSec === undefined ? line : `${line}, ${r.playoutsPerSec.toFixed(0)} playouts/s`;
    })
    .join('\n');
}
