/**
 * The MatchStore (src/server/store.ts) on kysely: the same queries for SQLite and PostgreSQL. Writes that touch more
 * than one row run in one transaction; a refused write changes nothing and throws a StoreError naming the match.
 */
import type { Kysely } from 'kysely';
import type { PlayerId } from '../../core/decision.ts';
import type { ReplayStep } from '../../core/replay.ts';
import type { FinishedMatchRecord, FinishedMatchSummary, LiveMatchRecord, MatchStore, StoredDeck } from '../store.ts';
import { StoreError } from './errors.ts';
import {
  deckFromRow,
  deckToRow,
  finishedMatchFromRow,
  finishedMatchToRow,
  finishedSummaryFromRow,
  liveMatchFromRows,
  liveMatchToRow,
  readTokenHashes,
  stepToRow,
  toJson,
} from './rows.ts';
import type { LiveStepTable, StoreSchema } from './schema.ts';

export type StoreDialect = 'sqlite' | 'postgres';

/** Steps inserted by one statement when a match is created with steps already played. */
const STEP_BATCH = 1000;

/** The most finished matches one listing returns. */
export const MAX_LISTED_MATCHES = 1000;

export interface KyselyStoreOptions {
  /**
   * Called with each unreadable record that a listing (liveMatches, listFinishedMatches) skips, so one tampered row
   * does not keep every other match from resuming. Without it a listing throws the first one.
   */
  onCorruptRecord?: (error: StoreError) => void;
}

export class KyselyMatchStore implements MatchStore {
  constructor(
    private readonly db: Kysely<StoreSchema>,
    readonly dialect: StoreDialect,
    /** Where the data lives, for the server's start-up line (a file, or a PostgreSQL host and database; no password). */
    readonly location: string,
    private readonly options: KyselyStoreOptions = {},
  ) {}

  async saveDeck(deck: StoredDeck): Promise<void> {
    const row = deckToRow(deck);
    // Saving a deck under an id that exists replaces it (the lobby's "save" edits a deck in place).
    await this.db
      .insertInto('decks')
      .values(row)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ game: row.game, name: row.name, text: row.text, created_at: row.created_at }),
      )
      .execute();
  }

  async getDeck(id: string): Promise<StoredDeck | undefined> {
    const row = await this.db.selectFrom('decks').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : deckFromRow(row);
  }

  async listDecks(game?: string): Promise<StoredDeck[]> {
    const rows = await this.db
      .selectFrom('decks')
      .selectAll()
      .$if(game !== undefined, (q) => q.where('game', '=', game as string))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(deckFromRow);
  }

  async createLiveMatch(match: LiveMatchRecord): Promise<void> {
    const row = liveMatchToRow(match);
    const steps = match.steps.map((s, i) =>
      stepToRow(match.id, i, s, i === match.steps.length - 1 ? match.remainingMs : null),
    );
    await this.refuseDuplicate(match.id, `a match ${match.id} is already live`, () =>
      this.db.transaction().execute(async (tx) => {
        await tx.insertInto('live_matches').values(row).execute();
        // In batches: a statement has at most 32,766 parameters on SQLite and 65,535 on PostgreSQL (6 a step).
        for (let i = 0; i < steps.length; i += STEP_BATCH) {
          await tx
            .insertInto('live_steps')
            .values(steps.slice(i, i + STEP_BATCH))
            .execute();
        }
      }),
    );
  }

  async appendStep(
    matchId: string,
    index: number,
    step: ReplayStep,
    remainingMs: [number, number] | null,
  ): Promise<void> {
    if (!Number.isInteger(index) || index < 0) {
      throw new StoreError(
        'STEP_OUT_OF_ORDER',
        `storage: step index ${index} of match ${matchId} is not a step index (0, 1, 2, …)`,
        matchId,
      );
    }
    const row = stepToRow(matchId, index, step, remainingMs);
    const stored = await this.stepCount(matchId);
    if (index < stored) throw duplicateStep(matchId, index);
    if (index > stored) {
      if (!(await this.isLive(matchId))) throw unknownMatch(matchId);
      throw new StoreError(
        'STEP_OUT_OF_ORDER',
        `storage: match ${matchId} has ${stored} steps, so the next is step ${stored}, not ${index}`,
        matchId,
      );
    }
    // The one insert of an answer; the key and the foreign key settle any race with another writer.
    try {
      await this.db.insertInto('live_steps').values(row).execute();
    } catch (e) {
      const kind = constraintKind(e);
      if (kind === 'unique') throw duplicateStep(matchId, index);
      if (kind === 'foreign-key') throw unknownMatch(matchId);
      throw e;
    }
  }

  async setTokenHash(matchId: string, seat: PlayerId, hash: string | null): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      // On PostgreSQL the row is locked so two seats rotating tokens at once both keep their change; SQLite runs
      // one write transaction at a time anyway (and has no FOR UPDATE).
      const row = await tx
        .selectFrom('live_matches')
        .select(['id', 'token_hashes'])
        .where('id', '=', matchId)
        .$if(this.dialect === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
      if (row === undefined) throw unknownMatch(matchId);
      const hashes = readTokenHashes(row);
      hashes[seat] = hash;
      await tx
        .updateTable('live_matches')
        .set({ token_hashes: toJson(hashes, 'the token hashes', matchId) })
        .where('id', '=', matchId)
        .execute();
    });
  }

  async getLiveMatch(id: string): Promise<LiveMatchRecord | undefined> {
    const row = await this.db.selectFrom('live_matches').selectAll().where('id', '=', id).executeTakeFirst();
    if (row === undefined) return undefined;
    const steps = await this.db
      .selectFrom('live_steps')
      .selectAll()
      .where('match_id', '=', id)
      .orderBy('idx')
      .execute();
    return liveMatchFromRows(row, steps);
  }

  async liveMatches(): Promise<LiveMatchRecord[]> {
    const rows = await this.db.selectFrom('live_matches').selectAll().orderBy('created_at').orderBy('id').execute();
    const steps = await this.db.selectFrom('live_steps').selectAll().orderBy('match_id').orderBy('idx').execute();
    const byMatch = new Map<string, LiveStepTable[]>();
    for (const s of steps) {
      const list = byMatch.get(s.match_id);
      if (list === undefined) byMatch.set(s.match_id, [s]);
      else list.push(s);
    }
    const out: LiveMatchRecord[] = [];
    for (const row of rows) {
      const record = this.readOrReport(() => liveMatchFromRows(row, byMatch.get(row.id) ?? []));
      if (record !== undefined) out.push(record);
    }
    return out;
  }

  async finishMatch(record: FinishedMatchRecord): Promise<void> {
    const row = finishedMatchToRow(record);
    await this.refuseDuplicate(record.id, `match ${record.id} is already finished`, () =>
      this.db.transaction().execute(async (tx) => {
        // Steps first: the foreign key would cascade on PostgreSQL, but this does not depend on SQLite's pragma.
        await tx.deleteFrom('live_steps').where('match_id', '=', record.id).execute();
        await tx.deleteFrom('live_matches').where('id', '=', record.id).execute();
        await tx.insertInto('finished_matches').values(row).execute();
      }),
    );
  }

  async getFinishedMatch(id: string): Promise<FinishedMatchRecord | undefined> {
    const row = await this.db.selectFrom('finished_matches').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : finishedMatchFromRow(row);
  }

  async listFinishedMatches(limit: number): Promise<FinishedMatchSummary[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LISTED_MATCHES) {
      throw new StoreError('BAD_INPUT', `storage: a listing holds 1 to ${MAX_LISTED_MATCHES} matches, not ${limit}`);
    }
    const rows = await this.db
      .selectFrom('finished_matches')
      .select(['id', 'game', 'rules', 'result', 'finished_at'])
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    const out: FinishedMatchSummary[] = [];
    for (const row of rows) {
      const summary = this.readOrReport(() => finishedSummaryFromRow(row));
      if (summary !== undefined) out.push(summary);
    }
    return out;
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  private async stepCount(matchId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('live_steps')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('match_id', '=', matchId)
      .executeTakeFirstOrThrow();
    // PostgreSQL's count is a bigint, which pg returns as text.
    return Number(n);
  }

  private async isLive(matchId: string): Promise<boolean> {
    const row = await this.db.selectFrom('live_matches').select('id').where('id', '=', matchId).executeTakeFirst();
    return row !== undefined;
  }

  /** Run a write; a key already taken becomes a DUPLICATE_ID StoreError (the transaction has rolled back). */
  private async refuseDuplicate(id: string, message: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (e) {
      if (constraintKind(e) === 'unique') throw new StoreError('DUPLICATE_ID', `storage: ${message}`, id);
      throw e;
    }
  }

  private readOrReport<T>(read: () => T): T | undefined {
    try {
      return read();
    } catch (e) {
      if (e instanceof StoreError && e.code === 'CORRUPT_RECORD' && this.options.onCorruptRecord !== undefined) {
        this.options.onCorruptRecord(e);
        return undefined;
      }
      throw e;
    }
  }
}

const duplicateStep = (matchId: string, index: number): StoreError =>
  new StoreError('DUPLICATE_STEP', `storage: match ${matchId} already has a step ${index}`, matchId);

const unknownMatch = (matchId: string): StoreError =>
  new StoreError('UNKNOWN_MATCH', `storage: no live match ${matchId}`, matchId);

/**
 * Which constraint a driver error broke: better-sqlite3 names it in `code` (SQLITE_CONSTRAINT_PRIMARYKEY, …), pg gives
 * the SQLSTATE (23505 unique_violation, 23503 foreign_key_violation).
 */
function constraintKind(e: unknown): 'unique' | 'foreign-key' | null {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') {
    return 'unique';
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') return 'foreign-key';
  return null;
}
