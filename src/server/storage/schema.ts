/**
 * The tables of the match store, as kysely sees them (the migrations in migrations.ts create them). One schema for
 * SQLite and PostgreSQL: only `text` and `integer` columns, JSON kept as text, timestamps as ISO-8601 text, so both
 * dialects store and return the same values.
 */

export interface DeckTable {
  id: string;
  game: string;
  name: string;
  text: string;
  created_at: string;
}

/** A match in progress: enough to rebuild it after a restart (its answers are rows of `live_steps`). */
export interface LiveMatchTable {
  id: string;
  game: string;
  rules: string | null;
  /** JSON: the game config. */
  config: string;
  seed: string;
  /** JSON: [SeatSpec, SeatSpec]. */
  seats: string;
  /** JSON: ClockSpec, or null without a clock. */
  clock: string | null;
  /** JSON: [hash | null, hash | null], SHA-256 of each seat's reconnect token. */
  token_hashes: string;
  /** JSON: [ms, ms] on the clocks when the match was created (after a step, the step's row holds them). */
  remaining_ms: string | null;
  created_at: string;
}

/** One answer (or surrender) of a live match; (match_id, idx) is the key, so a second step at an index is refused. */
export interface LiveStepTable {
  match_id: string;
  idx: number;
  seat: number;
  /** JSON: the option indices. */
  answer: string;
  /** 1 for a surrender (003 §3.1.4, 001 §1-2-3), else 0. */
  surrender: number;
  /** JSON: [ms, ms] on the clocks after this step, or null without a clock. */
  remaining_ms: string | null;
}

export interface FinishedMatchTable {
  id: string;
  game: string;
  rules: string | null;
  /** JSON: [SeatSpec, SeatSpec]. */
  seats: string;
  /** JSON: GameResult, or null (an abandoned match). */
  result: string | null;
  /** JSON: the Replay (src/core/replay.ts). */
  replay: string;
  finished_at: string;
}

export interface StoreSchema {
  decks: DeckTable;
  live_matches: LiveMatchTable;
  live_steps: LiveStepTable;
  finished_matches: FinishedMatchTable;
}
