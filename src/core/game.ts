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

export interface Game<State, Config, View = unknown, PublicView = View> {
  /** "ygo" or "optcg". */
  readonly id: string;
  /** A new game, advanced to its first decision. Deterministic in (config, seed). */
  create(config: Config, seed: number | string): State;
  /** The pending decision, or null when the game is over. */
  decision(state: State): Decision | null;
  /**
   * The pending decision as the game stores it, without the copy `decision` makes: for the kernel's match runner
   * when every agent promises to only read it (`Agent.readsOnly`). Changing it would change the game.
   */
  storedDecision?(state: State): Decision | null;
  /**
   * Answer the pending decision and advance to the next one. A wrong answer returns
   * a RuleError naming the rule and leaves the state exactly as it was.
   */
  respond(state: State, player: PlayerId, answer: Answer): RespondResult;
  /**
   * The player concedes (003 §3.1.4, 001 §1-2-3): allowed at any time, even when it is not their decision;
   * the opponent wins. Refused (and nothing changes) once the game is over.
   */
  surrender(state: State, player: PlayerId): RespondResult;
  /** The result once the game is over, else null. */
  result(state: State): GameResult | null;
  /** What `player` may know under the rules (ARCHITECTURE §4). */
  view(state: State, player: PlayerId): View;
  /**
   * What anyone may know, for a spectator (ARCHITECTURE §4): what both players see, so no hand, no face-down card and
   * no Deck order; no pending decision.
   */
  publicView(state: State): PublicView;
  /** Events produced since the last drain, removed from the state (they are not part of it for cloning). */
  drainEvents(state: State): GameEvent[];
  /** The event as `player` may see it, or null when it is hidden from them entirely. */
  eventFor(event: GameEvent, player: PlayerId): GameEvent | null;
  /** The event as a spectator may see it (what both players see of it), or null when it is hidden from them. */
  publicEventFor(event: GameEvent): GameEvent | null;
  clone(state: State): State;
  serialize(state: State): string;
  /** The state `serialize` wrote. Anything else (not JSON, another format version, the wrong shape) throws a StateError. */
  deserialize(text: string): State;
  /** Turn counter, for statistics. */
  turn(state: State): number;
}

/** A serialized state that cannot be read: not JSON, another format version, or not the shape of a state. */
export class StateError extends Error {
  override name = 'StateError';
}

/**
 * Parse a serialized state and check its envelope: a JSON object whose `v` is `version` and which has
 * every field in `fields`, each an object/array or a number/string/boolean/null as given. Throws a StateError naming the game.
 */
export function parseStateText(
  text: unknown,
  game: string,
  version: number,
  fields: Readonly<Record<string, 'object' | 'array' | 'number' | 'string' | 'any'>>,
): Record<string, unknown> {
  if (typeof text !== 'string')
    throw new StateError(`${game} state: expected the text serialize wrote, got ${typeof text}`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new StateError(`${game} state: not JSON (${(e as Error).message})`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new StateError(`${game} state: expected a JSON object`);
  const r = raw as Record<string, unknown>;
  if (r['v'] !== version)
    throw new StateError(
      `${game} state: unsupported format version ${JSON.stringify(r['v'])} (this build reads ${version})`,
    );
  for (const [key, kind] of Object.entries(fields)) {
    const v = r[key];
    const ok =
      kind === 'any'
        ? key in r
        : kind === 'array'
          ? Array.isArray(v)
          : kind === 'object'
            ? typeof v === 'object' && v !== null && !Array.isArray(v)
            : typeof v === kind;
    if (!ok)
      throw new StateError(
        `${game} state: field "${key}" must be ${kind === 'any' ? 'present' : `a${kind === 'array' || kind === 'object' ? 'n' : ''} ${kind}`}`,
      );
  }
  return r;
}

/** Any game, with its types erased for tools that work on every game (agents, runners, CLI). */
export type AnyGame = Game<unknown, unknown, unknown, unknown>;
