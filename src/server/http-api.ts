/**
 * The HTTP side of the match server (issue 10): a JSON API for the browser client, and the built client itself
 * (web/dist) at `/`, with index.html for every path that is not a file (the client routes itself).
 *
 *   GET  /api/games                → [{ id, title, rules, decks, agents }]
 *   GET  /api/cards/:game/:id      → { id, lines }
 *   POST /api/decks/check          → { ok, problems: [{ rule, message }] }     body { game, rules?, text }
 *   GET  /api/decks[?game=ID]      → the saved decks (StoredDeck: id, game, name, text, createdAt), newest last
 *   POST /api/decks                → 201 the saved deck                        body { game, name, text }
 *   GET  /api/decks/:id            → one saved deck
 *   GET  /api/matches              → the latest finished matches (summaries)
 *   GET  /api/matches/:id          → one finished match with its replay
 *   GET  /api/matches/:id/frames   → [{ step, turn, view, events }]: the public view after each step (replay viewer)
 *
 * Unknown /api paths and refused requests answer JSON `{ error }` with a 4xx status.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { z } from 'zod';
import type { Answer } from '../core/decision.ts';
import type { GameEvent } from '../core/game.ts';
import { DeckFormatError, type AnyGameModule } from '../core/module.ts';
import type { FinishedMatchRecord, MatchStore, StoredDeck } from './store.ts';
import { newId } from './tokens.ts';

export interface HttpContext {
  modules: ReadonlyMap<string, AnyGameModule>;
  store: MatchStore;
  /** The built browser client (web/dist), or null. */
  staticDir: string | null;
  log: (line: string) => void;
}

/** One entry of `GET /api/games`. */
export interface GameInfo {
  id: string;
  title: string;
  /** Rule-set ids, the default first; empty when the game has one rule set (give no `rules`). */
  rules: string[];
  /** The bundled decks, by name. */
  decks: string[];
  /** Agents a seat may name, e.g. random, heuristic, search:200ms. */
  agents: string[];
}

/** One frame of `GET /api/matches/:id/frames`: the public view after `step` steps (0: the start). */
export interface ReplayFrame {
  step: number;
  turn: number;
  view: unknown;
  events: GameEvent[];
}

/** The largest request body read (a deck list's text and a little more). */
const MAX_BODY_BYTES = 128 * 1024;

const deckCheckBody = z.strictObject({
  game: z.string().min(1).max(20),
  rules: z.string().max(50).optional(),
  text: z
    .string()
    .min(1)
    .max(64 * 1024),
});

const saveDeckBody = z.strictObject({
  game: z.string().min(1).max(20),
  name: z.string().trim().min(1).max(100),
  text: z
    .string()
    .min(1)
    .max(64 * 1024),
});

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

function gameInfo(mod: AnyGameModule): GameInfo {
  const agents = ['random'];
  if (mod.agents) agents.push('heuristic', 'search:200ms', 'search:1000ms'); // match-setup.ts: at most 1000 ms
  return {
    id: mod.game.id,
    title: mod.title,
    rules: [...mod.ruleSets],
    decks: mod.bundledDecks(),
    agents,
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const b = chunk as Buffer;
    size += b.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `the body is over ${MAX_BODY_BYTES} bytes`);
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function moduleOf(ctx: HttpContext, game: string): AnyGameModule {
  const mod = ctx.modules.get(game);
  if (!mod) throw new HttpError(404, `unknown game "${game}" (known: ${[...ctx.modules.keys()].join(', ')})`);
  return mod;
}

/** The request's JSON body, checked against `schema` (400 with the fields' messages otherwise). */
async function readJson<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readBody(req));
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new HttpError(400, `the body is not JSON: ${(e as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}

/** `POST /api/decks`: save a deck list that can be read (its legality is the deck check's business). */
async function saveDeck(ctx: HttpContext, req: IncomingMessage): Promise<StoredDeck> {
  const { game, name, text } = await readJson(req, saveDeckBody);
  const mod = moduleOf(ctx, game);
  try {
    mod.readDeck(text, name);
  } catch (e) {
    if (e instanceof DeckFormatError) throw new HttpError(400, e.message);
    throw e;
  }
  const deck: StoredDeck = { id: newId(), game, name, text, createdAt: new Date().toISOString() };
  await ctx.store.saveDeck(deck);
  return deck;
}

/** `POST /api/decks/check`: the deck's problems under the rule set (a deck that cannot be read is one problem). */
async function checkDeck(
  ctx: HttpContext,
  req: IncomingMessage,
): Promise<{ ok: boolean; problems: { rule: string; message: string }[] }> {
  const { game, rules, text } = await readJson(req, deckCheckBody);
  const mod = moduleOf(ctx, game);
  if (rules !== undefined && !mod.ruleSets.includes(rules))
    throw new HttpError(
      400,
      mod.ruleSets.length === 0 ? `${mod.title} has one rule set: give no "rules"` : `unknown rule set "${rules}"`,
    );
  try {
    const deck = mod.readDeck(text, 'deck');
    const problems = mod.checkDeck(deck, rules === undefined ? {} : { rules });
    return { ok: problems.length === 0, problems };
  } catch (e) {
    if (e instanceof DeckFormatError) return { ok: false, problems: [{ rule: 'deck format', message: e.message }] };
    throw e;
  }
}

/** The public view after each step of a finished match's replay, with the public events of that step. */
export function replayFrames(mod: AnyGameModule, record: FinishedMatchRecord): ReplayFrame[] {
  const game = mod.game;
  const replay = record.replay;
  const state = game.create(replay.config, replay.seed);
  const events = (): GameEvent[] => {
    const out: GameEvent[] = [];
    for (const e of game.drainEvents(state)) {
      const v = game.publicEventFor(e);
      if (v !== null) out.push(v);
    }
    return out;
  };
  const frames: ReplayFrame[] = [{ step: 0, turn: game.turn(state), view: game.publicView(state), events: events() }];
  replay.steps.forEach((step, i) => {
    const res = step.surrender ? game.surrender(state, step.p) : game.respond(state, step.p, step.a as Answer);
    if (!res.ok) throw new HttpError(500, `the stored replay's step ${i} is refused: ${res.error.message}`);
    frames.push({ step: i + 1, turn: game.turn(state), view: game.publicView(state), events: events() });
  });
  return frames;
}

async function finished(ctx: HttpContext, id: string): Promise<FinishedMatchRecord> {
  const record = await ctx.store.getFinishedMatch(id);
  if (!record) throw new HttpError(404, `no finished match has the id "${id}"`);
  return record;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** A file of the built client, or index.html for a path that names none; never a file outside `root`. */
async function serveStatic(root: string, path: string, res: ServerResponse): Promise<void> {
  const rel = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '');
  const base = root.endsWith(sep) ? root : root + sep;
  let file = join(base, rel);
  if (!file.startsWith(base) && file !== root) throw new HttpError(404, 'not found');
  const info = await stat(file).catch(() => null);
  if (!info || !info.isFile()) {
    file = join(base, 'index.html');
    const index = await stat(file).catch(() => null);
    if (!index || !index.isFile())
      throw new HttpError(404, 'the browser client is not built (npm run build:web builds web/dist)');
  }
  res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}

/** Answer one HTTP request. */
export async function handleHttp(ctx: HttpContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;
  const parts = path.split('/').filter((s) => s.length > 0);
  const method = req.method ?? 'GET';
  try {
    if (parts[0] === 'api') {
      const route = parts.slice(1);
      if (method === 'GET' && route.length === 1 && route[0] === 'games')
        return json(res, 200, [...ctx.modules.values()].map(gameInfo));
      if (method === 'GET' && route.length === 3 && route[0] === 'cards') {
        const mod = moduleOf(ctx, route[1]!);
        const id = decodeURIComponent(route[2]!);
        const lines = mod.catalog?.describe(id) ?? mod.catalog?.describe(id.toUpperCase());
        if (!lines) throw new HttpError(404, `${mod.title}: no card "${id}" in the card list`);
        return json(res, 200, { id, lines });
      }
      if (method === 'POST' && route.length === 2 && route[0] === 'decks' && route[1] === 'check')
        return json(res, 200, await checkDeck(ctx, req));
      if (route[0] === 'decks' && route.length === 1) {
        if (method === 'POST') return json(res, 201, await saveDeck(ctx, req));
        if (method === 'GET') {
          const game = url.searchParams.get('game');
          if (game !== null) moduleOf(ctx, game);
          return json(res, 200, await ctx.store.listDecks(game ?? undefined));
        }
      }
      if (method === 'GET' && route[0] === 'decks' && route.length === 2) {
        const deck = await ctx.store.getDeck(decodeURIComponent(route[1]!));
        if (!deck) throw new HttpError(404, `no saved deck has the id "${route[1]}"`);
        return json(res, 200, deck);
      }
      if (method === 'GET' && route[0] === 'matches') {
        if (route.length === 1) {
          const limit = Math.min(200, Math.max(1, Number(url.searchParams.get('limit') ?? 50) || 50));
          return json(res, 200, await ctx.store.listFinishedMatches(limit));
        }
        if (route.length === 2) return json(res, 200, await finished(ctx, decodeURIComponent(route[1]!)));
        if (route.length === 3 && route[2] === 'frames') {
          const record = await finished(ctx, decodeURIComponent(route[1]!));
          return json(res, 200, replayFrames(moduleOf(ctx, record.game), record));
        }
      }
      throw new HttpError(404, `no API at ${method} ${path}`);
    }
    if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, `${method} is not served here`);
    if (!ctx.staticDir) throw new HttpError(404, 'this server serves no browser client');
    return await serveStatic(ctx.staticDir, path, res);
  } catch (e) {
    if (e instanceof HttpError) return json(res, e.status, { error: e.message });
    if (e instanceof URIError) return json(res, 400, { error: 'bad URL encoding' });
    throw e;
  }
}
