/**
 * Replay files (ARCHITECTURE §7): config + seed + the answers, with a format version.
 * Replaying reproduces every event byte for byte.
 */
import type { Answer, PlayerId } from './decision.ts';
import type { AnyGame, GameEvent, GameResult } from './game.ts';

export const REPLAY_FORMAT = 'arbiter-replay';
export const REPLAY_VERSION = 1;

/** One recorded step: player `p` answered `a`, or (`surrender: true`, `a` empty) `p` surrendered (003 §3.1.4, 001 §1-2-3). */
export interface ReplayStep {
  p: PlayerId;
  a: number[];
  surrender?: true;
}

export interface Replay<Config = unknown> {
  format: typeof REPLAY_FORMAT;
  version: number;
  game: string;
  config: Config;
  seed: number | string;
  steps: ReplayStep[];
  /** Informational: the result the recorder saw. */
  result?: GameResult | null;
}

export class ReplayError extends Error {
  override name = 'ReplayError';
}

/** Parse and validate a replay file's text. */
export function parseReplay(text: string): Replay {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new ReplayError(`not JSON: ${(e as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null) throw new ReplayError('a replay is a JSON object');
  const r = raw as Record<string, unknown>;
  if (r['format'] !== REPLAY_FORMAT) throw new ReplayError(`"format" must be "${REPLAY_FORMAT}"`);
  if (r['version'] !== REPLAY_VERSION) throw new ReplayError(`unsupported replay version ${String(r['version'])} (this build reads ${REPLAY_VERSION})`);
  if (typeof r['game'] !== 'string') throw new ReplayError('"game" must be a string');
  if (typeof r['seed'] !== 'number' && typeof r['seed'] !== 'string') throw new ReplayError('"seed" must be a number or string');
  if (!Array.isArray(r['steps'])) throw new ReplayError('"steps" must be a list');
  r['steps'].forEach((s: unknown, i: number) => {
    const st = s as Record<string, unknown>;
    if (typeof st !== 'object' || st === null || (st['p'] !== 0 && st['p'] !== 1) || !Array.isArray(st['a']) || !st['a'].every((x) => Number.isInteger(x))
      || (st['surrender'] !== undefined && (st['surrender'] !== true || st['a'].length !== 0))) {
      throw new ReplayError(`step ${i} must be {"p":0|1,"a":[indices]} or {"p":0|1,"a":[],"surrender":true}`);
    }
  });
  return raw as Replay;
}

export interface ReplayOutcome {
  events: GameEvent[];
  result: GameResult | null;
  finalState: string;
}

/** Play a replay back through the game. Throws ReplayError when a step is refused. */
export function playReplay(game: AnyGame, replay: Replay, onEvents?: (evs: GameEvent[]) => void): ReplayOutcome {
  if (replay.game !== game.id) throw new ReplayError(`replay is for game "${replay.game}", not "${game.id}"`);
  const state = game.create(replay.config, replay.seed);
  const events: GameEvent[] = [];
  const take = (): void => {
    const evs = game.drainEvents(state);
    if (onEvents) onEvents(evs);
    for (const e of evs) events.push(e);
  };
  take();
  replay.steps.forEach((step, i) => {
    const res = step.surrender ? game.surrender(state, step.p) : game.respond(state, step.p, step.a as Answer);
    if (!res.ok) throw new ReplayError(`step ${i}: ${res.error.message}`);
    take();
  });
  return { events, result: game.result(state), finalState: game.serialize(state) };
}
