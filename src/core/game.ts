/**
 * The one interface every game module implements (ARCHITECTURE §1), in the spirit
 * of OpenSpiel's Game/State. States are plain JSON-serializable data, mutated in
 * place by `respond`; `clone` gives an independent copy for branching.
 */
import type { Answer, Decision, PlayerId, RuleError } from './decision.ts';

/** Something that happened. Plain data; `type` names it. */
export interface GameEvent {
  type: string;
  [field: string]: unknown;
}

export interface GameResult {
  /** null means a draw. */
  winner: PlayerId | null;
  /** Why the game ended, e.g. "lp-zero", "deck-out", "surrender". */
  reason: string;
  /** Citation of the rule that ended it. */
  rule: string;
}

export type RespondResult = { ok: true } | { ok: false; error: RuleError };

export interface Game<State, Config, View = unknown> {
  /** "ygo" or "optcg". */
  readonly id: string;
  /** A new game, advanced to its first decision. Deterministic in (config, seed). */
  create(config: Config, seed: number | string): State;
  /** The pending decision, or null when the game is over. */
  decision(state: State): Decision | null;
  /**
   * Answer the pending decision and advance to the next one. A wrong answer returns
   * a RuleError naming the rule and leaves the state exactly as it was.
   */
  respond(state: State, player: PlayerId, answer: Answer): RespondResult;
  /** The player concedes (003 §3.1.4, 001 §1-2): allowed at any time, even when it is not their decision. */
  surrender?(state: State, player: PlayerId): RespondResult;
  /** The result once the game is over, else null. */
  result(state: State): GameResult | null;
  /** What `player` may know under the rules (ARCHITECTURE §4). */
  view(state: State, player: PlayerId): View;
  /** Events produced since the last drain, removed from the state (they are not part of it for cloning). */
  drainEvents(state: State): GameEvent[];
  /** The event as `player` may see it, or null when it is hidden from them entirely. */
  eventFor(event: GameEvent, player: PlayerId): GameEvent | null;
  clone(state: State): State;
  serialize(state: State): string;
  deserialize(text: string): State;
  /** Turn counter, for statistics. */
  turn(state: State): number;
}

/** Any game, with its types erased for tools that work on every game (agents, runners, CLI). */
export type AnyGame = Game<unknown, unknown, unknown>;
