/**
 * Replay files (ARCHITECTURE §7): config + seed + the answers, with a format version.
 * Replaying reproduces every event byte for byte.
 */
import { createHash } from 'node:crypto';
import type { Answer, PlayerId } from './decision.ts';
import type { AnyGame, GameEvent, GameResult } from './game.ts';

export const REPLAY_FORMAT = 'arbiter-replay';
/** 2: with `check` (the hashes that make a replay tamper-evident). Version 1 files still play, unverified. */
export const REPLAY_VERSION = 2;
const READABLE_VERSIONS = [1, 2];

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
  /** Hashes of what the game did, so a changed file does not play back "successfully" (version 2). */
  check?: ReplayCheck;
}

/**
 * A hash chain over the event log: `start` covers the events of `create`, `steps[i]` the chain after the
 * events of step i (each link hashes the previous link and the step's events), and `state` the final
 * serialized state. `steps` keeps 8 hex digits a step (enough to find where a playback diverged);
 * `events` is the whole final link.
 */
export interface ReplayCheck {
  start: string;
  steps: string[];
  events: string;
  state: string;
}

const link = (prev: string, events: readonly GameEvent[]): string =>
  createHash('sha256').update(prev).update(JSON.stringify(events)).digest('hex');
const stateHash = (serialized: string): string => createHash('sha256').update(serialized).digest('hex');
const short = (h: string): string => h.slice(0, 8);

/** Records a replay as the game is played: the steps and the hash chain of their events. */
export class ReplayRecorder {
  readonly replay: Replay;
  private chain = '';
  private readonly steps: string[] = [];
  private start = '';

  constructor(gameId: string, config: unknown, seed: number | string) {
    this.replay = { format: REPLAY_FORMAT, version: REPLAY_VERSION, game: gameId, config, seed, steps: [] };
  }

  /** The events `create` produced. */
  started(events: readonly GameEvent[]): void {
    this.chain = link('', events);
    this.start = short(this.chain);
  }

  /** A step and the events it produced. */
  step(p: PlayerId, a: Answer, events: readonly GameEvent[]): void {
    this.replay.steps.push({ p, a: a.slice() });
    this.chain = link(this.chain, events);
    this.steps.push(short(this.chain));
  }

  /** Player `p` surrendered (003 §3.1.4, 001 §1-2-3), and the events that produced. */
  surrendered(p: PlayerId, events: readonly GameEvent[]): void {
    this.replay.steps.push({ p, a: [], surrender: true });
    this.chain = link(this.chain, events);
    this.steps.push(short(this.chain));
  }

  /** The replay so far, with its result and hashes (the final state is serialized once here). */
  finish(game: AnyGame, state: unknown): Replay {
    return {
      ...this.replay,
      steps: this.replay.steps.slice(),
      result: game.result(state),
      check: {
        start: this.start,
        steps: this.steps.slice(),
        events: this.chain,
        state: stateHash(game.serialize(state)),
      },
    };
  }
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
  if (!READABLE_VERSIONS.includes(r['version'] as number)) {
    throw new ReplayError(
      `unsupported replay version ${String(r['version'])} (this build reads ${READABLE_VERSIONS.join(' and ')})`,
    );
  }
  if (typeof r['game'] !== 'string') throw new ReplayError('"game" must be a string');
  if (typeof r['seed'] !== 'number' && typeof r['seed'] !== 'string')
    throw new ReplayError('"seed" must be a number or string');
  if (!Array.isArray(r['steps'])) throw new ReplayError('"steps" must be a list');
  r['steps'].forEach((s: unknown, i: number) => {
    const st = s as Record<string, unknown>;
    if (
      typeof st !== 'object' ||
      st === null ||
      (st['p'] !== 0 && st['p'] !== 1) ||
      !Array.isArray(st['a']) ||
      !st['a'].every((x) => Number.isInteger(x)) ||
      (st['surrender'] !== undefined && (st['surrender'] !== true || st['a'].length !== 0))
    ) {
      throw new ReplayError(`step ${i} must be {"p":0|1,"a":[indices]} or {"p":0|1,"a":[],"surrender":true}`);
    }
  });
  if (r['version'] === 2) checkShape(r['check'], r['steps'].length);
  return raw as Replay;
}

function checkShape(c: unknown, steps: number): void {
  const hex = (v: unknown, n: number): boolean => typeof v === 'string' && v.length === n && /^[0-9a-f]+$/.test(v);
  const k = c as Record<string, unknown> | null;
  if (typeof k !== 'object' || k === null)
    throw new ReplayError('"check" (the hashes of a version 2 replay) is missing');
  if (!hex(k['start'], 8) || !hex(k['events'], 64) || !hex(k['state'], 64) || !Array.isArray(k['steps'])) {
    throw new ReplayError('"check" must hold "start", "steps", "events" and "state" hashes');
  }
  if (k['steps'].length !== steps)
    throw new ReplayError(`"check" has ${k['steps'].length} step hashes for ${steps} steps`);
  if (!k['steps'].every((h) => hex(h, 8))) throw new ReplayError('"check.steps" must be 8-digit hex hashes');
}

export interface ReplayOutcome {
  events: GameEvent[];
  result: GameResult | null;
  finalState: string;
  /** The events and final state matched the recorded hashes (false: a version 1 replay, which has none). */
  verified: boolean;
}

/**
 * Play a replay back through the game. Throws ReplayError when a step is refused, or when the game does
 * something other than what the replay's hashes record: the message names the first step that differs.
 */
export function playReplay(game: AnyGame, replay: Replay, onEvents?: (evs: GameEvent[]) => void): ReplayOutcome {
  if (replay.game !== game.id) throw new ReplayError(`replay is for game "${replay.game}", not "${game.id}"`);
  const check = replay.check;
  const state = game.create(replay.config, replay.seed);
  const events: GameEvent[] = [];
  let chain = '';
  const take = (): GameEvent[] => {
    const evs = game.drainEvents(state);
    if (onEvents) onEvents(evs);
    for (const e of evs) events.push(e);
    return evs;
  };
  const started = take();
  if (check) {
    chain = link('', started);
    if (short(chain) !== check.start)
      throw new ReplayError(
        'the start of the game differs from the recorded one (the config, the seed or the engine changed)',
      );
  }
  replay.steps.forEach((step, i) => {
    const res = step.surrender ? game.surrender(state, step.p) : game.respond(state, step.p, step.a as Answer);
    if (!res.ok) throw new ReplayError(`step ${i}: ${res.error.message}`);
    const evs = take();
    if (check) {
      chain = link(chain, evs);
      if (short(chain) !== check.steps[i]) {
        throw new ReplayError(
          `step ${i}: the game diverges from the recording here (an answer, the config or the engine changed)`,
        );
      }
    }
  });
  const finalState = game.serialize(state);
  if (check && (chain !== check.events || stateHash(finalState) !== check.state)) {
    throw new ReplayError('the final event log or state differs from the recorded hashes');
  }
  return { events, result: game.result(state), finalState, verified: check !== undefined };
}
