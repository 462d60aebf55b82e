import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from './index.ts';

/** An auto-increment integer primary key that works on SQLite and PostgreSQL alike. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
