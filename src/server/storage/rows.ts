/**
 * Rows ↔ records: the JSON columns are written here and read back through schemas, so a tampered or truncated row
 * becomes a StoreError that names its match (or deck), never a crash deeper in the server.
 */
import { z } from 'zod';
import { parseReplay, ReplayError, type ReplayStep } from '../../core/replay.ts';
import type { GameResult } from '../../core/game.ts';
import { clockSpec, seatSpec } from '../protocol.ts';
import type { FinishedMatchRecord, FinishedMatchSummary, LiveMatchRecord, StoredDeck } from '../store.ts';
import { StoreError } from './errors.ts';
import type { DeckTable, FinishedMatchTable, LiveMatchTable, LiveStepTable } from './schema.ts';

const seatsSchema = z.tuple([seatSpec, seatSpec]);
const tokenHashesSchema = z.tuple([z.string().nullable(), z.string().nullable()]);
const remainingMsSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]).nullable();
const answerSchema = z.array(z.number().int());
const gameResultSchema = z.strictObject({
  winner: z.union([z.literal(0), z.literal(1), z.null()]),
  reason: z.string(),
  rule: z.string(),
});

/** JSON text of a value; refuses what JSON cannot hold (undefined, a function) instead of storing "undefined". */
export function toJson(value: unknown, what: string, recordId: string): string {
  const text = JSON.stringify(value);
  if (text === undefined)
    throw new StoreError('BAD_INPUT', `${what} of ${recordId} cannot be stored as JSON`, recordId);
  return text;
}

/** Parse one JSON column and check it against `schema`; any failure names the record and the column. */
function readJson<T>(text: string, schema: z.ZodType<T> | null, column: string, recordId: string, what: string): T {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw corrupt(recordId, what, `${column} is not JSON (${(e as Error).message})`);
  }
  if (schema === null) return raw as T;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw corrupt(recordId, what, `${column} has the wrong shape${where}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

const corrupt = (recordId: string, what: string, why: string): StoreError =>
  new StoreError('CORRUPT_RECORD', `storage: ${what} ${recordId} cannot be read: ${why}`, recordId);

export function deckToRow(deck: StoredDeck): DeckTable {
  return { id: deck.id, game: deck.game, name: deck.name, text: deck.text, created_at: deck.createdAt };
}

export function deckFromRow(row: DeckTable): StoredDeck {
  return { id: row.id, game: row.game, name: row.name, text: row.text, createdAt: row.created_at };
}

export function liveMatchToRow(m: LiveMatchRecord): LiveMatchTable {
  return {
    id: m.id,
    game: m.game,
    rules: m.rules,
    config: toJson(m.config, 'the config', m.id),
    seed: m.seed,
    seats: toJson(m.seats, 'the seats', m.id),
    clock: m.clock === null ? null : toJson(m.clock, 'the clock', m.id),
    token_hashes: toJson(m.tokenHashes, 'the token hashes', m.id),
    remaining_ms: m.remainingMs === null ? null : toJson(m.remainingMs, 'the clocks', m.id),
    created_at: m.createdAt,
  };
}

export function stepToRow(
  matchId: string,
  index: number,
  step: ReplayStep,
  remainingMs: [number, number] | null,
): LiveStepTable {
  return {
    match_id: matchId,
    idx: index,
    seat: step.p,
    answer: toJson(step.a, `the answer of step ${index}`, matchId),
    surrender: step.surrender === true ? 1 : 0,
    remaining_ms: remainingMs === null ? null : toJson(remainingMs, `the clocks of step ${index}`, matchId),
  };
}

/** The token hashes column, parsed (setTokenHash changes one seat's). */
export function readTokenHashes(row: Pick<LiveMatchTable, 'id' | 'token_hashes'>): [string | null, string | null] {
  return readJson(row.token_hashes, tokenHashesSchema, 'token_hashes', row.id, 'live match');
}

/**
 * A live match from its row and its step rows (ordered by idx). The steps must be 0, 1, 2, … with no gap; the clocks
 * are those of the last step (or the match's own, before any step).
 */
export function liveMatchFromRows(row: LiveMatchTable, steps: readonly LiveStepTable[]): LiveMatchRecord {
  const what = 'live match';
  let remainingMs = readJson(row.remaining_ms ?? 'null', remainingMsSchema, 'remaining_ms', row.id, what);
  const replaySteps: ReplayStep[] = steps.map((s, i) => {
    if (Number(s.idx) !== i) throw corrupt(row.id, what, `step ${i} is missing (found step ${s.idx} in its place)`);
    const a = readJson(s.answer, answerSchema, `the answer of step ${i}`, row.id, what);
    const p = Number(s.seat);
    if (p !== 0 && p !== 1) throw corrupt(row.id, what, `step ${i} names seat ${s.seat}`);
    const surrender = Number(s.surrender);
    if (surrender !== 0 && (surrender !== 1 || a.length !== 0)) {
      throw corrupt(row.id, what, `step ${i} is neither an answer nor a surrender`);
    }
    remainingMs = readJson(s.remaining_ms ?? 'null', remainingMsSchema, `the clocks of step ${i}`, row.id, what);
    return surrender === 1 ? { p, a: [], surrender: true } : { p, a };
  });
  return {
    id: row.id,
    game: row.game,
    rules: row.rules,
    config: readJson(row.config, null, 'config', row.id, what),
    seed: row.seed,
    seats: readJson(row.seats, seatsSchema, 'seats', row.id, what),
    clock: readJson(row.clock ?? 'null', clockSpec.nullable(), 'clock', row.id, what),
    tokenHashes: readTokenHashes(row),
    steps: replaySteps,
    remainingMs,
    createdAt: row.created_at,
  };
}

export function finishedMatchToRow(m: FinishedMatchRecord): FinishedMatchTable {
  return {
    id: m.id,
    game: m.game,
    rules: m.rules,
    seats: toJson(m.seats, 'the seats', m.id),
    result: m.result === null ? null : toJson(m.result, 'the result', m.id),
    replay: toJson(m.replay, 'the replay', m.id),
    finished_at: m.finishedAt,
  };
}

function readResult(row: Pick<FinishedMatchTable, 'id' | 'result'>): GameResult | null {
  return readJson(row.result ?? 'null', gameResultSchema.nullable(), 'result', row.id, 'finished match');
}

export function finishedMatchFromRow(row: FinishedMatchTable): FinishedMatchRecord {
  let replay;
  try {
    replay = parseReplay(row.replay);
  } catch (e) {
    if (e instanceof ReplayError) throw corrupt(row.id, 'finished match', `its replay: ${e.message}`);
    throw e;
  }
  if (replay.game !== row.game) {
    throw corrupt(row.id, 'finished match', `its replay is for game "${replay.game}", not "${row.game}"`);
  }
  return {
    id: row.id,
    game: row.game,
    rules: row.rules,
    seats: readJson(row.seats, seatsSchema, 'seats', row.id, 'finished match'),
    result: readResult(row),
    replay,
    finishedAt: row.finished_at,
  };
}

export function finishedSummaryFromRow(
  row: Pick<FinishedMatchTable, 'id' | 'game' | 'rules' | 'result' | 'finished_at'>,
): FinishedMatchSummary {
  return { id: row.id, game: row.game, rules: row.rules, result: readResult(row), finishedAt: row.finished_at };
}
