/**
 * The store's migrations, in TypeScript, for kysely's Migrator: one list for SQLite and PostgreSQL (the schema builder
 * writes each dialect's SQL). The Migrator records what ran in its own table, so opening a store again runs nothing
 * twice; on PostgreSQL it holds an advisory lock, so two servers starting together migrate once.
 *
 * Append new migrations with the next number; never edit one that has shipped.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { StoreError } from './errors.ts';

const initial: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('decks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('decks_game').on('decks').columns(['game', 'created_at']).execute();

    await db.schema
      .createTable('live_matches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('rules', 'text')
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('seed', 'text', (c) => c.notNull())
      .addColumn('seats', 'text', (c) => c.notNull())
      .addColumn('clock', 'text')
      .addColumn('token_hashes', 'text', (c) => c.notNull())
      .addColumn('remaining_ms', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('live_matches_created').on('live_matches').column('created_at').execute();

    // Appending an answer is one insert; the key refuses a second step at an index, the foreign key a step of a
    // match that is not live.
    await db.schema
      .createTable('live_steps')
      .addColumn('match_id', 'text', (c) => c.notNull())
      .addColumn('idx', 'integer', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('surrender', 'integer', (c) => c.notNull())
      .addColumn('remaining_ms', 'text')
      .addPrimaryKeyConstraint('live_steps_pk', ['match_id', 'idx'])
      .addForeignKeyConstraint('live_steps_match_fk', ['match_id'], 'live_matches', ['id'], (c) =>
        c.onDelete('cascade'),
      )
      .execute();

    await db.schema
      .createTable('finished_matches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('rules', 'text')
      .addColumn('seats', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('replay', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('finished_matches_at').on('finished_matches').column('finished_at').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['finished_matches', 'live_steps', 'live_matches', 'decks']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** Every migration, by name; names sort in the order they run. */
export const storeMigrations: Readonly<Record<string, Migration>> = {
  '0001_initial': initial,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...storeMigrations }) };

/** Bring the database to the latest schema (nothing happens when it is already there). */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error !== undefined) {
    const why = error instanceof Error ? error.message : String(error);
    throw new StoreError('MIGRATION_FAILED', `storage: the database could not be migrated: ${why}`);
  }
}
