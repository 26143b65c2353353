/**
 * The engine protocol (issue 9): JSON lines for a program in any language that drives games of every module
 * (`arbiter engine --stdio`, src/cli/engine.ts). One request per line, one response line per request, in order.
 *
 * Every request is an object with a `cmd` and an optional `id` (a string or a number, echoed in the response). Every
 * response carries `id` (null when the line had none or was unreadable) and `ok`; a refused request gets one line
 * `{"id":…,"ok":false,"error":{"code":…,"message":…,"rule"?:…}}` and changes nothing. Requests are checked here, in
 * full, before anything is done: bad JSON, an unknown command, a field of the wrong shape, an unknown game id, an
 * illegal answer (the game's RuleError, naming the rule).
 *
 * Hidden information: `view` and `decision` with a `player` give what that player may know (Game.view, and only the
 * summary of a decision that is someone else's). `decision` without `player`, `new`, `respond` and `restore` return
 * the pending decision in full, which is for the deciding player (`decision.player`) only: a driver that seats
 * agents must pass it to that player alone. `serialize` gives the whole state (both hands, deck orders).
 */
import { z } from 'zod';
import { decisionSummary, RuleError, type Decision, type DecisionSummary, type PlayerId } from './decision.ts';
import { StateError, type GameEvent, type GameResult } from './game.ts';
import { DeckFormatError, type AnyGameModule } from './module.ts';

export const PROTOCOL = 'arbiter-engine';
export const PROTOCOL_VERSION = 1;

const requestId = z.union([z.string().max(200), z.number()]);
const player = z.union([z.literal(0), z.literal(1)]);
const gameId = z.string().min(1).max(100);
const seed = z.union([z.string().max(1000), z.number().int()]);

/** The requests, one schema each: unknown fields are refused, so a misspelt field is never silently ignored. */
export const requestSchemas = {
  /** Start a game: two decks (bundled names or deck files; one deck serves both players) and a rule set, or a
   * whole config as a replay stores it. */
  new: z.strictObject({
    id: requestId.optional(),
    cmd: z.literal('new'),
    game: z.string(),
    seed,
    decks: z.union([z.tuple([z.string(), z.string()]), z.tuple([z.string()])]).optional(),
    rules: z.string().optional(),
    config: z.unknown().optional(),
    eventsFor: player.optional(),
  }),
  /** The pending decision (in full, or as `player` may know it) and the result once the game is over. */
  decision: z.strictObject({ id: requestId.optional(), cmd: z.literal('decision'), gameId, player: player.optional() }),
  /** Answer the pending decision with option indices. */
  respond: z.strictObject({
    id: requestId.optional(),
    cmd: z.literal('respond'),
    gameId,
    player,
    answer: z.array(z.number()).max(10_000),
    eventsFor: player.optional(),
  }),
  /** The player concedes (003 §3.1.4; any player, at any time before the game is over). */
  surrender: z.strictObject({ id: requestId.optional(), cmd: z.literal('surrender'), gameId, player }),
  /** What `player` may know of the game (Game.view). */
  view: z.strictObject({ id: requestId.optional(), cmd: z.literal('view'), gameId, player }),
  /** An independent copy of the game, under a new id. */
  clone: z.strictObject({ id: requestId.optional(), cmd: z.literal('clone'), gameId }),
  /** The whole state as text (Game.serialize). */
  serialize: z.strictObject({ id: requestId.optional(), cmd: z.literal('serialize'), gameId }),
  /** A game from the text `serialize` gave, under a new id. */
  restore: z.strictObject({ id: requestId.optional(), cmd: z.literal('restore'), game: z.string(), state: z.string() }),
  /** Forget a game. */
  close: z.strictObject({ id: requestId.optional(), cmd: z.literal('close'), gameId }),
} as const;

export type Command = keyof typeof requestSchemas;
export const COMMANDS = Object.keys(requestSchemas) as Command[];
export type Request = { [C in Command]: z.infer<(typeof requestSchemas)[C]> }[Command];
type RequestOf<C extends Command> = z.infer<(typeof requestSchemas)[C]>;

/** Why a request was refused. A game's RuleError keeps its own code (BAD_OPTION, NOT_YOUR_DECISION, …) and rule. */
export type ErrorCode =
  | 'BAD_JSON'
  | 'BAD_REQUEST'
  | 'UNKNOWN_COMMAND'
  | 'UNKNOWN_GAME'
  | 'UNKNOWN_GAME_ID'
  | 'BAD_DECK'
  | 'BAD_STATE'
  | 'GAME_OVER'
  | 'INTERNAL'
  | (string & {});

export interface ErrorResponse {
  id: string | number | null;
  ok: false;
  error: { code: ErrorCode; message: string; rule?: string };
}

/** Where the game stands: the pending decision (full or summary) and the result once it is over. */
export interface Position {
  decision: Decision | DecisionSummary | null;
  result: GameResult | null;
  turn: number;
}

/** The successful responses, by command (each also has `id` and `ok: true`). */
export interface ResponseBodies {
  new: Position & { gameId: string; game: string; events?: GameEvent[] };
  decision: Position;
  respond: Position & { events?: GameEvent[] };
  surrender: Position;
  view: { view: unknown };
  clone: { gameId: string };
  serialize: { state: string };
  restore: Position & { gameId: string; game: string };
  close: Record<string, never>;
}

export type OkResponse<C extends Command = Command> = { id: string | number | null; ok: true } & ResponseBodies[C];

/** The first line the engine writes, once it is ready for requests. */
export interface ReadyLine {
  id: null;
  ok: true;
  ready: true;
  protocol: typeof PROTOCOL;
  version: typeof PROTOCOL_VERSION;
  games: string[];
}

/** A refusal, raised while handling a request and turned into its error line. */
export class ProtocolError extends Error {
  override name = 'ProtocolError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly rule?: string,
  ) {
    super(message);
  }
}

/** The modules the engine can run: ids and an async loader (the CLI's registry). */
export interface ModuleSet {
  ids(): string[];
  load(id: string): Promise<AnyGameModule>;
}

interface OpenGame {
  mod: AnyGameModule;
  state: unknown;
}

/** One line of zod issues: `field: message; …`. */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

/**
 * Check one request line. Returns the request, or the refusal (with the request's id when it could be read).
 */
export function parseRequest(line: string): Request | ErrorResponse {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (e) {
    return errorLine(null, new ProtocolError('BAD_JSON', `not JSON: ${(e as Error).message}`));
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return errorLine(null, new ProtocolError('BAD_REQUEST', 'a request is a JSON object with a "cmd"'));
  const r = raw as Record<string, unknown>;
  const idCheck = requestId.safeParse(r['id']);
  const id = idCheck.success ? idCheck.data : null;
  if (r['id'] !== undefined && !idCheck.success)
    return errorLine(null, new ProtocolError('BAD_REQUEST', 'id: must be a string or a number'));
  const cmd = r['cmd'];
  if (typeof cmd !== 'string' || !(COMMANDS as string[]).includes(cmd))
    return errorLine(
      id,
      new ProtocolError(
        'UNKNOWN_COMMAND',
        `unknown command ${JSON.stringify(cmd ?? null)} (known: ${COMMANDS.join(', ')})`,
      ),
    );
  const parsed = requestSchemas[cmd as Command].safeParse(raw);
  if (!parsed.success)
    return errorLine(id, new ProtocolError('BAD_REQUEST', `${cmd}: ${describeIssues(parsed.error)}`));
  return parsed.data;
}

function errorLine(id: string | number | null, e: ProtocolError): ErrorResponse {
  const error: ErrorResponse['error'] = { code: e.code, message: e.message };
  if (e.rule !== undefined) error.rule = e.rule;
  return { id, ok: false, error };
}

/** The open games of one engine process, and the handling of each request. */
export class EngineSession {
  private readonly games = new Map<string, OpenGame>();
  private counter = 0;

  constructor(private readonly modules: ModuleSet) {}

  ready(): ReadyLine {
    return {
      id: null,
      ok: true,
      ready: true,
      protocol: PROTOCOL,
      version: PROTOCOL_VERSION,
      games: this.modules.ids(),
    };
  }

  /** How many games are open. */
  get size(): number {
    return this.games.size;
  }

  /** Handle one request line; the response line (JSON, no newline). Never throws. */
  async handleLine(line: string): Promise<string> {
    const req = parseRequest(line);
    if ('ok' in req) return JSON.stringify(req);
    const id = req.id ?? null;
    try {
      const body = await this.handle(req);
      return JSON.stringify({ id, ok: true, ...body });
    } catch (e) {
      if (e instanceof ProtocolError) return JSON.stringify(errorLine(id, e));
      if (e instanceof RuleError) return JSON.stringify(errorLine(id, new ProtocolError(e.code, e.message, e.rule)));
      if (e instanceof DeckFormatError) return JSON.stringify(errorLine(id, new ProtocolError('BAD_DECK', e.message)));
      if (e instanceof StateError) return JSON.stringify(errorLine(id, new ProtocolError('BAD_STATE', e.message)));
      const what = e instanceof Error ? `${e.name}: ${e.message.split('\n')[0]}` : String(e);
      return JSON.stringify(errorLine(id, new ProtocolError('INTERNAL', what)));
    }
  }

  /** Handle a checked request; throws ProtocolError (or a game's error) to refuse it, before changing anything. */
  async handle(req: Request): Promise<ResponseBodies[Command]> {
    switch (req.cmd) {
      case 'new':
        return this.newGame(req);
      case 'decision': {
        const g = this.open(req.gameId);
        return this.position(g, req.player);
      }
      case 'respond':
        return this.respond(req);
      case 'surrender': {
        const g = this.open(req.gameId);
        const res = g.mod.game.surrender(g.state, req.player);
        if (!res.ok) throw res.error;
        g.mod.game.drainEvents(g.state);
        return this.position(g);
      }
      case 'view': {
        const g = this.open(req.gameId);
        return { view: g.mod.game.view(g.state, req.player) };
      }
      case 'clone': {
        const g = this.open(req.gameId);
        return { gameId: this.add({ mod: g.mod, state: g.mod.game.clone(g.state) }) };
      }
      case 'serialize': {
        const g = this.open(req.gameId);
        return { state: g.mod.game.serialize(g.state) };
      }
      case 'restore': {
        const mod = await this.module(req.game);
        const g = { mod, state: mod.game.deserialize(req.state) };
        return { gameId: this.add(g), game: mod.game.id, ...this.position(g) };
      }
      case 'close':
        this.open(req.gameId);
        this.games.delete(req.gameId);
        return {};
    }
  }

  private async newGame(req: RequestOf<'new'>): Promise<ResponseBodies['new']> {
    const mod = await this.module(req.game);
    let config: unknown;
    if (req.config !== undefined) {
      if (req.decks !== undefined || req.rules !== undefined)
        throw new ProtocolError('BAD_REQUEST', 'new: give "config", or "decks" and "rules", not both');
      const problems = mod.checkConfig(req.config);
      if (problems.length > 0) {
        const first = problems[0]!;
        throw new ProtocolError('BAD_DECK', `config: ${first.message}`, first.rule);
      }
      config = req.config;
    } else {
      const refs = req.decks ?? mod.defaultDecks;
      const names: [string, string] = [refs[0], refs[1] ?? refs[0]];
      const decks: [unknown, unknown] = [mod.loadDeck(names[0]), mod.loadDeck(names[1])];
      const options = req.rules !== undefined ? { rules: req.rules } : {};
      names.forEach((name, i) => {
        const first = mod.checkDeck(decks[i], options)[0];
        if (first) throw new ProtocolError('BAD_DECK', `deck "${name}" is not legal: ${first.message}`, first.rule);
      });
      config = mod.configFor(decks, options);
    }
    const state = mod.game.create(config, req.seed);
    const g = { mod, state };
    const events = this.events(g, req.eventsFor);
    const gameId = this.add(g);
    return { gameId, game: mod.game.id, ...this.position(g), ...(events ? { events } : {}) };
  }

  private respond(req: RequestOf<'respond'>): ResponseBodies['respond'] {
    const g = this.open(req.gameId);
    if (g.mod.game.decision(g.state) === null)
      throw new ProtocolError('GAME_OVER', 'the game is over: there is no decision to answer');
    const res = g.mod.game.respond(g.state, req.player, req.answer);
    if (!res.ok) throw res.error;
    const events = this.events(g, req.eventsFor);
    return { ...this.position(g), ...(events ? { events } : {}) };
  }

  /** Drain the game's events (so they never pile up); those `player` may see, when asked for. */
  private events(g: OpenGame, player: PlayerId | undefined): GameEvent[] | undefined {
    const all = g.mod.game.drainEvents(g.state);
    if (player === undefined) return undefined;
    const out: GameEvent[] = [];
    for (const e of all) {
      const seen = g.mod.game.eventFor(e, player);
      if (seen !== null) out.push(seen);
    }
    return out;
  }

  /** The pending decision (in full, or its summary when it is not `player`'s), the result and the turn. */
  private position(g: OpenGame, player?: PlayerId): Position {
    const d = g.mod.game.decision(g.state);
    const decision = d === null || player === undefined || d.player === player ? d : decisionSummary(d);
    return { decision, result: g.mod.game.result(g.state), turn: g.mod.game.turn(g.state) };
  }

  private open(gameId: string): OpenGame {
    const g = this.games.get(gameId);
    if (!g) throw new ProtocolError('UNKNOWN_GAME_ID', `no open game has the id "${gameId}"`);
    return g;
  }

  private add(g: OpenGame): string {
    const id = `g${++this.counter}`;
    this.games.set(id, g);
    return id;
  }

  private async module(id: string): Promise<AnyGameModule> {
    const ids = this.modules.ids();
    if (!ids.includes(id)) throw new ProtocolError('UNKNOWN_GAME', `unknown game "${id}" (known: ${ids.join(', ')})`);
    return this.modules.load(id);
  }
}
