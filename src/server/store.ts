/**
 * What the match server keeps (issue 10): saved decks, live matches (enough to rebuild them after a restart: config,
 * seed, seats, clock and every answer so far, since replaying config + seed + answers reproduces the game exactly,
 * ARCHITECTURE §7) and finished matches with their replays. One interface; SQLite (embedded, the default) and
 * PostgreSQL (`DATABASE_URL`) implement it with the same schema and migrations (src/server/storage/), and an in-memory
 * one serves tests that need no persistence.
 */
import type { PlayerId } from '../core/decision.ts';
import type { GameResult } from '../core/game.ts';
import type { Replay, ReplayStep } from '../core/replay.ts';
import type { ClockSpec, SeatSpec } from './protocol.ts';

export interface StoredDeck {
  id: string;
  game: string;
  name: string;
  /** The deck list's text as the player gave it (`.ydk`, `ydke://…`, a ONE PIECE list). */
  text: string;
  createdAt: string;
}

export interface LiveMatchRecord {
  id: string;
  game: string;
  rules: string | null;
  /** The game config (Game.create's first argument), as JSON-compatible data. */
  config: unknown;
  seed: string;
  seats: [SeatSpec, SeatSpec];
  clock: ClockSpec | null;
  /** SHA-256 of each seat's current reconnect token (the token itself is never stored); null while unseated. */
  tokenHashes: [string | null, string | null];
  /** Every answer and surrender so far, in order. */
  steps: ReplayStep[];
  /** Milliseconds left on each clock after the last step (null without a clock). */
  remainingMs: [number, number] | null;
  createdAt: string;
}

export interface FinishedMatchRecord {
  id: string;
  game: string;
  rules: string | null;
  seats: [SeatSpec, SeatSpec];
  result: GameResult | null;
  replay: Replay;
  finishedAt: string;
}

export interface FinishedMatchSummary {
  id: string;
  game: string;
  rules: string | null;
  result: GameResult | null;
  turns?: number;
  finishedAt: string;
}

export interface MatchStore {
  saveDeck(deck: StoredDeck): Promise<void>;
  getDeck(id: string): Promise<StoredDeck | undefined>;
  listDecks(game?: string): Promise<StoredDeck[]>;

  createLiveMatch(match: LiveMatchRecord): Promise<void>;
  /** Append one step (its index is `index`: a step already stored at that index is a bug and is refused). */
  appendStep(matchId: string, index: number, step: ReplayStep, remainingMs: [number, number] | null): Promise<void>;
  setTokenHash(matchId: string, seat: PlayerId, hash: string | null): Promise<void>;
  getLiveMatch(id: string): Promise<LiveMatchRecord | undefined>;
  /** Every live match, oldest first (a restarted server resumes them). */
  liveMatches(): Promise<LiveMatchRecord[]>;
  /** The match is over: it leaves the live table and is stored with its replay, in one transaction. */
  finishMatch(record: FinishedMatchRecord): Promise<void>;
  getFinishedMatch(id: string): Promise<FinishedMatchRecord | undefined>;
  /** The latest finished matches first. */
  listFinishedMatches(limit: number): Promise<FinishedMatchSummary[]>;

  close(): Promise<void>;
}
