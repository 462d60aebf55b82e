import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

// int8 (COUNT(*), bigint epoch-ms columns) arrives as text from pg; our values fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite at `sqlitePath` (':memory:' for tests). */
  databaseUrl?: string;
  sqlitePath?: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
  poolSize?: number;
  /** SQLite `synchronous` pragma; FULL unless config says otherwise (see SQLITE_SYNCHRONOUS). */
  sqliteSynchronous?: 'FULL' | 'NORMAL' | 'OFF';
  /**
   * Told of an error on an idle PostgreSQL connection (a restart, failover, network reset or
   * pg_terminate_backend). Without a listener the pool's `error` event would end the process;
   * the pool drops that connection and opens a new one for the next query.
   */
  onPoolError?: (err: Error) => void;
}

export function createDb(options: DbOptions): Db {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const onPoolError =
      options.onPoolError ??
      ((err: Error) => console.warn(`PostgreSQL connection lost (${err.message}); reconnecting`));
    pool.on('error', onPoolError);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  const file = options.sqlitePath ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.sqliteSynchronous ?? 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  cachePreparedStatements(sqlite);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
}

/**
 * Kysely prepares every query afresh; on better-sqlite3 that compile step is most of a small
 * query's cost. Statements are reusable once a query has finished, and Kysely runs one query
 * at a time on this single connection, so a bounded cache keyed by SQL text is safe.
 */
function cachePreparedStatements(sqlite: SQLite.Database, max = 1000) {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
