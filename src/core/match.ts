/** Runs one game between two agents, recording the replay and (optionally) the event log. */
import type { Agent } from './agents.ts';
import type { PlayerId } from './decision.ts';
import type { AnyGame, GameEvent, GameResult } from './game.ts';
import { REPLAY_FORMAT, REPLAY_VERSION, type Replay } from './replay.ts';

export interface MatchOptions {
  /** Keep the full event log (costs time and memory). */
  recordEvents?: boolean;
  /** Keep the replay steps. Default true. */
  recordReplay?: boolean;
  /** Safety valve against a non-terminating game: stop after this many decisions. */
  maxDecisions?: number;
  /** Called before every decision (tests use it to probe clone/serialize). */
  onDecision?: (state: unknown, decisionIndex: number) => void;
  /**
   * Asked before every decision: return a player to have them surrender there (003 §3.1.4, 001 §1-2-3);
   * the surrender is recorded as a replay step. Tests use it; agents answer decisions only.
   */
  surrender?: (state: unknown, decisionIndex: number) => PlayerId | null;
}

export interface MatchOutcome {
  result: GameResult | null;
  decisions: number;
  turns: number;
  replay: Replay;
  events: GameEvent[];
  state: unknown;
}

export class MatchError extends Error {
  override name = 'MatchError';
}

export function runMatch(game: AnyGame, config: unknown, seed: number | string, agents: readonly [Agent, Agent], opts: MatchOptions = {}): MatchOutcome {
  const recordEvents = opts.recordEvents ?? false;
  const recordReplay = opts.recordReplay ?? true;
  const maxDecisions = opts.maxDecisions ?? 1_000_000;
  const state = game.create(config, seed);
  const events: GameEvent[] = [];
  const replay: Replay = { format: REPLAY_FORMAT, version: REPLAY_VERSION, game: game.id, config, seed, steps: [] };
  const drain = (): void => {
    const evs = game.drainEvents(state);
    if (recordEvents) for (const e of evs) events.push(e);
  };
  drain();
  let decisions = 0;
  for (;;) {
    const d = game.decision(state);
    if (d === null) break;
    if (decisions >= maxDecisions) throw new MatchError(`game did not end within ${maxDecisions} decisions (seed ${String(seed)})`);
    opts.onDecision?.(state, decisions);
    const quitter = opts.surrender?.(state, decisions) ?? null;
    if (quitter !== null) {
      const res = game.surrender(state, quitter);
      if (!res.ok) throw new MatchError(`player ${quitter} could not surrender: ${res.error.message}`);
      if (recordReplay) replay.steps.push({ p: quitter, a: [], surrender: true });
      decisions++;
      drain();
      continue;
    }
    const agent = agents[d.player];
    const answer = agent.act({ decision: d, state });
    const res = game.respond(state, d.player, answer);
    if (!res.ok) throw new MatchError(`agent ${agent.name} gave an illegal answer [${answer.join(',')}] to "${d.prompt}": ${res.error.message}`);
    if (recordReplay) replay.steps.push({ p: d.player, a: answer.slice() });
    decisions++;
    drain();
  }
  const result = game.result(state);
  replay.result = result;
  return { result, decisions, turns: game.turn(state), replay, events, state };
}
