/**
 * The search agent (issue 9): determinized Monte Carlo search that works only from what its player may know. Each
 * iteration asks the game module's determinizer for a full state consistent with the player's information (the
 * cards it cannot see re-dealt from the cards it cannot see, deck orders and the game's generator re-drawn), applies
 * one candidate answer, plays the game on with a playout agent for a bounded number of decisions, and scores the
 * result from the player's side. Candidates are chosen by UCB1; the answer is the most visited one.
 *
 * The true state is read only through the determinizer, which by contract depends on the player's information and
 * the agent's generator alone; so with a fixed seed and an iteration budget the agent's choices do not change when
 * the hidden cards are scrambled. A time budget (`ms`) trades that reproducibility for a fixed thinking time.
 */
import type { Agent, AgentContext } from './agents.ts';
import { randomAnswer } from './agents.ts';
import type { Answer, Decision, PlayerId } from './decision.ts';
import type { Game } from './game.ts';
import { nextUint32, seedRng, type RngState } from './rng.ts';

/** A full state consistent with what `player` knows of `state`, drawn with `rng`; never shares data with `state`. */
export type Determinizer<S> = (state: S, player: PlayerId, rng: RngState) => S;

/** How good `state` is for `player`, in [0, 1]: 1 won, 0 lost, 0.5 even. */
export type Evaluator<S> = (state: S, player: PlayerId) => number;

/** An agent that can also score every option of a decision (higher is better): the search's guide. */
export interface RankingAgent<S> extends Agent<S> {
  rank(ctx: AgentContext<S>): number[];
}

export interface SearchOptions<S> {
  /** Iterations per decision (deterministic), or … */
  iterations?: number;
  /** … milliseconds per decision (a fixed thinking time; not reproducible). */
  ms?: number;
  /** Decisions played after the candidate before the position is evaluated. */
  depth?: number;
  /** The playout policy: a factory of agents seeded per playout; random by default. */
  playout?: (seed: number) => Agent<S>;
  /** UCB1's exploration constant. */
  exploration?: number;
  /** The agent's name in summaries, e.g. "search:200ms". */
  name?: string;
  /**
   * A guide: decisions it says are not worth searching (`searches` false) are answered by it; in the others only its
   * `top` best options are searched, and its order breaks near-ties (a small prior bonus).
   */
  guide?: { agent: RankingAgent<S>; top?: number; searches?: (d: Decision) => boolean };
}

/** The answers the search compares: each option of a one-of decision, or a sample of legal answers otherwise. */
function candidates(d: Decision, rng: RngState): Answer[] {
  if (d.min === 1 && d.max === 1) return d.options.map((_o, i) => [i]);
  if (d.ordered && d.min === d.options.length) return [d.options.map((_o, i) => i)];
  const seen = new Set<string>();
  const out: Answer[] = [];
  for (let k = 0; k < 24 && out.length < 8; k++) {
    const a = randomAnswer(rng, d);
    const key = [...a].sort((x, y) => x - y).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(a);
  }
  return out;
}

export class SearchAgent<S> implements Agent<S> {
  readonly name: string;
  readonly readsOnly = true;
  private readonly rng: RngState;
  /** Playouts run by this agent so far (for the playouts/s figure). */
  playouts = 0;

  constructor(
    private readonly game: Game<S, unknown>,
    private readonly determinize: Determinizer<S>,
    private readonly evaluate: Evaluator<S>,
    seed: number | string,
    private readonly opts: SearchOptions<S> = {},
  ) {
    this.rng = seedRng(seed);
    this.name = opts.name ?? (opts.ms !== undefined ? `search:${opts.ms}ms` : `search:${opts.iterations ?? 100}`);
  }

  act(ctx: AgentContext<S>): Answer {
    const d = ctx.decision;
    const me = d.player;
    const guide = this.opts.guide;
    if (guide && guide.searches && !guide.searches(d)) return guide.agent.act(ctx);
    let cands = candidates(d, this.rng);
    let prior = cands.map(() => 0);
    if (guide && d.min === 1 && d.max === 1) {
      // The guide's best options only, best first, each with a bonus for its place in the guide's order.
      const scores = guide.agent.rank(ctx);
      const order = scores.map((_v, i) => i).sort((a, b) => scores[b]! - scores[a]!);
      const top = order.slice(0, guide.top ?? 5);
      cands = top.map((i) => [i]);
      prior = top.map((_i, k) => (0.04 * (top.length - k)) / top.length);
    }
    if (cands.length === 1) return cands[0]!;
    const visits = cands.map(() => 0);
    const wins = cands.map(() => 0);
    const c = this.opts.exploration ?? 0.7;
    const deadline = this.opts.ms !== undefined ? performance.now() + this.opts.ms : Infinity;
    const budget = this.opts.ms !== undefined ? Infinity : (this.opts.iterations ?? 100);
    for (let it = 0; it < budget && (it < cands.length || performance.now() < deadline); it++) {
      // UCB1: every candidate once, then the most promising.
      let pick = it < cands.length ? it : 0;
      if (it >= cands.length) {
        let best = -Infinity;
        for (let i = 0; i < cands.length; i++) {
          const u = wins[i]! / visits[i]! + c * Math.sqrt(Math.log(it) / visits[i]!);
          if (u > best) {
            best = u;
            pick = i;
          }
        }
      }
      wins[pick]! += this.rollout(ctx.state, me, cands[pick]!);
      visits[pick]!++;
    }
    // The best mean (with the guide's bonus); a candidate never tried is not chosen.
    let answer = 0;
    let best = -Infinity;
    for (let i = 0; i < cands.length; i++) {
      if (visits[i] === 0) continue;
      const v = wins[i]! / visits[i]! + prior[i]!;
      if (v > best) {
        best = v;
        answer = i;
      }
    }
    return cands[answer]!;
  }

  /** One determinization, the candidate, a bounded playout, the evaluation. */
  private rollout(state: S, me: PlayerId, answer: Answer): number {
    this.playouts++;
    const g = this.game;
    const s = this.determinize(state, me, this.rng);
    if (!g.respond(s, me, answer).ok) return 0;
    const seed = nextUint32(this.rng);
    const agents: [Agent<S>, Agent<S>] = [this.playoutAgent(seed), this.playoutAgent(seed ^ 0x9e3779b9)];
    const depth = this.opts.depth ?? 60;
    for (let n = 0; n < depth; n++) {
      const d = g.decision(s);
      if (!d) break;
      const a = agents[d.player]!.act({ decision: d, state: s });
      if (!g.respond(s, d.player, a).ok) break;
    }
    g.drainEvents(s);
    return this.evaluate(s, me);
  }

  private playoutAgent(seed: number): Agent<S> {
    if (this.opts.playout) return this.opts.playout(seed);
    const rng = seedRng(seed);
    return { name: 'random', act: ({ decision }) => randomAnswer(rng, decision) };
  }
}
