/**
 * Open the match store: SQLite by default (a file `arbiter.sqlite` in the data directory, created if missing; nothing
 * to install), PostgreSQL when a `postgres://` URL is given (the server passes DATABASE_URL). Either way the schema is
 * brought up to date first (migrations.ts), so every server process starts on the same schema.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { StoreError } from './errors.ts';
import { KyselyMatchStore, type KyselyStoreOptions } from './kysely-store.ts';
import { migrateToLatest } from './migrations.ts';
import { StoreSqliteDialect } from './sqlite-dialect.ts';
import type { StoreSchema } from './schema.ts';

export const DEFAULT_DATA_DIR = './arbiter-data';
export const SQLITE_FILE = 'arbiter.sqlite';

export interface OpenStoreOptions extends KyselyStoreOptions {
  /** `postgres://user@host:port/db` (or `postgresql://`) selects PostgreSQL; absent or empty, SQLite. */
  databaseUrl?: string;
  /** SQLite's directory (default ./arbiter-data), created if missing. Ignored with a databaseUrl. */
  dataDir?: string;
}

export async function openStore(options: OpenStoreOptions = {}): Promise<KyselyMatchStore> {
  const url = options.databaseUrl?.trim() ?? '';
  const opened = url === '' ? openSqlite(options.dataDir ?? DEFAULT_DATA_DIR) : openPostgres(url);
  try {
    await migrateToLatest(opened.db as Kysely<unknown>);
  } catch (e) {
    await opened.db.destroy();
    throw e;
  }
  return new KyselyMatchStore(opened.db, opened.dialect, opened.location, options);
}

interface Opened {
  db: Kysely<StoreSchema>;
  dialect: 'sqlite' | 'postgres';
  location: string;
}

function openSqlite(dataDir: string): Opened {
  const dir = resolve(dataDir);
  const file = join(dir, SQLITE_FILE);
  let database: Database.Database;
  try {
    mkdirSync(dir, { recursive: true });
    database = new Database(file);
    // WAL: readers do not wait for the writer, and a killed process loses nothing it committed. NORMAL sync is
    // durable against a process crash in WAL mode (only a power cut can lose the last commits).
    database.pragma('journal_mode = WAL');
  } catch (e) {
    throw new StoreError('CANNOT_OPEN', `storage: cannot open ${file}: ${(e as Error).message}`);
  }
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  // Another process on the same file (a server restarting while the old one exits) waits instead of failing.
  database.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<StoreSchema>({ dialect: new StoreSqliteDialect({ database }) }),
    dialect: 'sqlite',
    location: file,
  };
}

function openPostgres(url: string): Opened {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StoreError('BAD_DATABASE_URL', 'DATABASE_URL is not a URL (expected postgres://user@host:port/database)');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new StoreError(
      'BAD_DATABASE_URL',
      `DATABASE_URL must start with postgres:// or postgresql://, not ${parsed.protocol}//`,
    );
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that drops (the server restarted) is an 'error' event, which would end the process unhandled;
  // the pool replaces the connection and the next query reports any lasting failure to its caller.
  pool.on('error', () => undefined);
  const location = `postgresql://${parsed.host}${parsed.pathname}`;
  return { db: new Kysely<StoreSchema>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', location };
}
