/** Agents choose answers to decisions. The random agent picks uniformly among legal answers. */
import type { Answer, Decision } from './decision.ts';
import { nextInt, seedRng, type RngState } from './rng.ts';

export interface AgentContext<State = unknown> {
  decision: Decision;
  /** The full state: perfect-information agents (search) may use it; fair agents use views only. */
  state: State;
}

export interface Agent<State = unknown> {
  readonly name: string;
  /**
   * The agent only reads the decision it is given (never changes it): the match runner may then hand it the
   * game's stored decision instead of a copy (Game.storedDecision), which is what simulations spend most on.
   */
  readonly readsOnly?: boolean;
  act(ctx: AgentContext<State>): Answer;
}

/** Uniformly random among the options; a uniformly random count within [min, max]. */
export function randomAnswer(rng: RngState, d: Decision): number[] {
  const n = d.options.length;
  const lo = d.min,
    hi = Math.min(d.max, n);
  const k = lo + nextInt(rng, hi - lo + 1);
  if (k === 1) return [nextInt(rng, n)];
  // Partial Fisher–Yates over the option indices: k distinct, in random order.
  const idx = new Array<number>(n);
  for (let i = 0; i < n; i++) idx[i] = i;
  for (let i = 0; i < k; i++) {
    const j = i + nextInt(rng, n - i);
    const t = idx[i]!;
    idx[i] = idx[j]!;
    idx[j] = t;
  }
  idx.length = k;
  return idx;
}

export class RandomAgent implements Agent {
  readonly name = 'random';
  readonly readsOnly = true;
  private readonly rng: RngState;
  constructor(seed: number | string) {
    this.rng = seedRng(seed);
  }
  act(ctx: AgentContext): Answer {
    return randomAnswer(this.rng, ctx.decision);
  }
}
