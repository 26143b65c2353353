/**
 * The match server's HTTP API (issue 10), typed for the client: games and their rule sets, bundled decks and agents,
 * card text, the deck check, and finished matches with their replay frames.
 */
import type { GameEvent, GameResult } from '../../src/core/game.ts';
import type { SeatSpec } from '../../src/server/protocol.ts';

/** A game the server offers: its rule sets (the first is the default), bundled decks and AI agents. */
export interface GameInfo {
  id: string;
  title: string;
  rules: string[];
  decks: string[];
  agents: string[];
}

/** A card's text, line by line (the first line is its name). */
export interface CardText {
  id: string;
  lines: string[];
}

/** One line of a deck check: the rule it breaks and what is wrong. */
export interface DeckProblem {
  rule: string;
  message: string;
}

export interface DeckCheck {
  ok: boolean;
  problems: DeckProblem[];
}

/** A finished match as the list shows it. */
export interface MatchSummary {
  id: string;
  game: string;
  rules: string | null;
  result: GameResult | null;
  turns?: number;
  finishedAt?: string;
  seats?: [SeatSpec, SeatSpec];
}

/** One step of a replay: the public view after `step` answers, in turn `turn`, and the events of that step. */
export interface ReplayFrame<View = unknown> {
  step: number;
  turn: number;
  view: View;
  events: GameEvent[];
}

/** A refused request: the server's message, or the HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, init);
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(res.status, `${path}: the server did not answer with JSON (HTTP ${res.status})`);
  }
  if (!res.ok) {
    // The server answers a refused request with `{ error }`.
    const said = body !== null && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
    const message = typeof said === 'string' ? said : `HTTP ${res.status}`;
    throw new ApiError(res.status, `${path}: ${message}`);
  }
  return body as T;
}

export const api = {
  games: (): Promise<GameInfo[]> => request('/api/games'),
  card: (game: string, id: string | number): Promise<CardText> =>
    request(`/api/cards/${encodeURIComponent(game)}/${encodeURIComponent(String(id))}`),
  checkDeck: (game: string, rules: string | undefined, text: string): Promise<DeckCheck> =>
    request('/api/decks/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rules ? { game, rules, text } : { game, text }),
    }),
  matches: (): Promise<MatchSummary[]> => request('/api/matches'),
  match: (id: string): Promise<MatchSummary> => request(`/api/matches/${encodeURIComponent(id)}`),
  frames: (id: string): Promise<ReplayFrame[]> => request(`/api/matches/${encodeURIComponent(id)}/frames`),
};
