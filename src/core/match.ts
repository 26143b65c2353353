/** Runs one game between two agents, recording the replay and (optionally) the event log. */
import type { Agent } from './agents.ts';
import type { PlayerId } from './decision.ts';
import type { AnyGame, GameEvent, GameResult } from './game.ts';
import { REPLAY_FORMAT, REPLAY_VERSION, ReplayRecorder, type Replay } from './replay.ts';

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

export function runMatch(
  game: AnyGame,
  config: unknown,
  seed: number | string,
  agents: readonly [Agent, Agent],
  opts: MatchOptions = {},
): MatchOutcome {
  const recordEvents = opts.recordEvents ?? false;
  const recordReplay = opts.recordReplay ?? true;
  const maxDecisions = opts.maxDecisions ?? 1_000_000;
  const state = game.create(config, seed);
  const events: GameEvent[] = [];
  const recorder = recordReplay ? new ReplayRecorder(game.id, config, seed) : null;
  const drain = (): GameEvent[] => {
    const evs = game.drainEvents(state);
    if (recordEvents) for (const e of evs) events.push(e);
    return evs;
  };
  recorder?.started(drain());
  /** The replay so far, for a game that cannot be finished (its hashes cover the steps that worked). */
  const sofar = (): Replay | undefined => {
    if (!recorder) return undefined;
    try {
      return recorder.finish(game, state);
    } catch {
      return recorder.replay;
    }
  };
  let decisions = 0;
  // Agents that only read may be given the stored decision (no copy per decision); any other gets a copy.
  const peek =
    game.storedDecision !== undefined && agents[0].readsOnly === true && agents[1].readsOnly === true
      ? game.storedDecision.bind(game)
      : game.decision.bind(game);
  for (;;) {
    const d = peek(state);
    if (d === null) break;
    if (decisions >= maxDecisions) {
      throw new MatchError(`game did not end within ${maxDecisions} decisions (seed ${String(seed)})`, sofar());
    }
    opts.onDecision?.(state, decisions);
    const quitter = opts.surrender?.(state, decisions) ?? null;
    if (quitter !== null) {
      const res = game.surrender(state, quitter);
      if (!res.ok) throw new MatchError(`player ${quitter} could not surrender: ${res.error.message}`, sofar());
      decisions++;
      recorder?.surrendered(quitter, drain());
      continue;
    }
    const agent = agents[d.player];
    const answer = agent.act({ decision: d, state });
    let res;
    try {
      res = game.respond(state, d.player, answer);
    } catch (e) {
      // An engine failure: the replay up to and including this answer reproduces it.
      recorder?.step(d.player, answer, []);
      const what = e instanceof Error ? `${e.name}: ${e.message.split('\n')[0]}` : String(e);
      const msg = `the engine failed at decision ${decisions} (seed ${String(seed)}): ${what}`;
      throw new MatchError(msg, sofar(), { cause: e });
    }
    if (!res.ok) {
      const msg = `agent ${agent.name} gave an illegal answer [${answer.join(',')}] to "${d.prompt}": ${res.error.message}`;
      throw new MatchError(msg, sofar());
    }
    decisions++;
    const evs = drain();
    recorder?.step(d.player, answer, evs);
  }
  const result = game.result(state);
  // Without recording, the outcome still names the game, config and seed (no steps, no hashes).
  const replay: Replay = recorder
    ? recorder.finish(game, state)
    : { format: REPLAY_FORMAT, version: REPLAY_VERSION, game: game.id, config, seed, steps: [], result };
  return { result, decisions, turns: game.turn(state), replay, events, state };
}
