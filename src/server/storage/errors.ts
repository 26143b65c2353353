/**
 * The typed errors of the match store (src/server/store.ts). Each names the record it concerns, so a refused write or
 * an unreadable row is one clear line in the server's log, never a crash with a driver's stack trace.
 */

export type StoreErrorCode =
  /** No live match with that id (appendStep, setTokenHash). */
  | 'UNKNOWN_MATCH'
  /** A step is already stored at that index: the caller applied an answer twice. */
  | 'DUPLICATE_STEP'
  /** A step index that is not the next one (a gap, or a negative index). */
  | 'STEP_OUT_OF_ORDER'
  /** A match or deck with that id is already stored. */
  | 'DUPLICATE_ID'
  /** A stored row that cannot be read back (tampered or truncated JSON, the wrong shape). */
  | 'CORRUPT_RECORD'
  /** Bad arguments: a value that cannot be stored as JSON, a limit that is not a positive integer. */
  | 'BAD_INPUT'
  /** A DATABASE_URL that is neither postgres:// nor postgresql://. */
  | 'BAD_DATABASE_URL'
  /** The SQLite data directory or file cannot be created or opened (not writable, not a database). */
  | 'CANNOT_OPEN'
  /** The schema could not be brought up to date (the message says which migration failed and why). */
  | 'MIGRATION_FAILED';

export class StoreError extends Error {
  override name = 'StoreError';
  constructor(
    readonly code: StoreErrorCode,
    message: string,
    /** The match (or deck) concerned, when there is one. */
    readonly recordId?: string,
  ) {
    super(message);
  }
}
