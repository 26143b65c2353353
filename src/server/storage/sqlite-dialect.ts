/**
 * kysely's SQLite dialect, with two changes for a store that several processes may open (a restarting server, two
 * test stores on one file):
 * - every transaction begins IMMEDIATE: it takes the write lock first (waiting busy_timeout for another writer), so a
 *   transaction that reads and then writes never fails on a snapshot another process has changed meanwhile;
 * - migrations run in a transaction (SQLite's DDL is transactional, kysely's adapter does not assume it), so two
 *   processes opening a new file migrate once, one after the other, and a failed migration leaves nothing behind.
 */
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class StoreSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
