/** Runs one game between two agents, recording the replay and (optionally) the event log. */
import type { Agent } from './agents.ts';
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
}

export interface MatchOutcome {
  result: GameResult | null;
  decisions: number;
  turns: number;
  replay: Replay;
  events: GameEvent[];
  state: unknown;
}

/** A game that could not be finished. `replay` holds it up to the failure, so it can be replayed and debugged. */
export class MatchError extends Error {
  override name = 'MatchError';
  constructor(
    message: string,
    readonly replay?: Replay,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
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
    if (decisions >= maxDecisions) {
      throw new MatchError(`game did not end within ${maxDecisions} decisions (seed ${String(seed)})`, replay);
    }
    opts.onDecision?.(state, decisions);
    const agent = agents[d.player];
    const answer = agent.act({ decision: d, state });
    let res;
    try {
      res = game.respond(state, d.player, answer);
    } catch (e) {
      // An engine failure: the replay up to and including this answer reproduces it.
      if (recordReplay) replay.steps.push({ p: d.player, a: answer.slice() });
      const what = e instanceof Error ? `${e.name}: ${e.message.split('\n')[0]}` : String(e);
      throw new MatchError(`the engine failed at decision ${decisions} (seed ${String(seed)}): ${what}`, replay, { cause: e });
    }
    if (!res.ok) {
      const msg = `agent ${agent.name} gave an illegal answer [${answer.join(',')}] to "${d.prompt}": ${res.error.message}`;
      throw new MatchError(msg, replay);
    }
    if (recordReplay) replay.steps.push({ p: d.player, a: answer.slice() });
    decisions++;
    drain();
  }
  const result = game.result(state);
  replay.result = result;
  return { result, decisions, turns: game.turn(state), replay, events, state };
}
