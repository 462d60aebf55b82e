import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { isPostgres } from './index.ts';

/*
 * Shared by migrations that have already run: changing a builder changes what they build on a
 * fresh database. `npm run db:types -- --check` catches a column change, not an index one.
 */

/** An auto-increment integer primary key that works on SQLite and PostgreSQL alike. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const required = (c: ColumnDefinitionBuilder) => c.notNull();

/** Adds columns to a table being created, after those it has (for `.$call`). */
type Columns<N extends string> = <T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
) => CreateTableBuilder<T, C | N>;

/** created_at and updated_at, epoch ms. */
export const timestamps: Columns<'created_at' | 'updated_at'> = (table) =>
  table.addColumn('created_at', 'bigint', required).addColumn('updated_at', 'bigint', required);

/** Epoch-ms columns that stay null until their moment comes (decided_at, withdrawn_at…). */
export function moments<N extends string>(...names: N[]): Columns<N> {
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    names.reduce<CreateTableBuilder<T, C | N>>((t, name) => t.addColumn(name, 'bigint'), table);
}

/** A reviewed row's status and the operator's reason for refusing it (null otherwise). */
export function statusAndReason(initial?: number): Columns<'status' | 'reason'> {
  return (table) =>
    table
      .addColumn('status', 'integer', (c) =>
        initial === undefined ? c.notNull() : c.notNull().defaultTo(initial),
      )
      .addColumn('reason', 'text');
}

/**
 * A request an operator decides on: its status and refusal reason, created_at and updated_at,
 * then the moments of its lifecycle (decided_at and withdrawn_at unless told otherwise).
 */
export function decisionColumns({
  initial,
  lifecycle = ['decided_at', 'withdrawn_at'],
}: {
  initial?: number;
  lifecycle?: readonly string[];
} = {}): Columns<string> {
  return (table) =>
    table
      .$call(statusAndReason(initial))
      .$call(timestamps)
      .$call(moments(...lifecycle));
}

/** Who to call about a member's submission. */
export const contact: Columns<'company_name' | 'linkman' | 'linkphone'> = (table) =>
  table
    .addColumn('company_name', 'text', required)
    .addColumn('linkman', 'text', required)
    .addColumn('linkphone', 'text', required);

/**
 * The shape of the research resource lists (research and sample databases, research bases,
 * instruments; tech sources, develop areas and projects): `category` is each one's own grouping.
 */
export const resourceColumns: Columns<string> = (table) =>
  table
    .addColumn('name', 'text', required)
    .addColumn('org_name', 'text', required)
    .addColumn('category', 'text', required)
    .addColumn('tech_field_id', 'integer', (c) => c.references('tech_fields.id'))
    .addColumn('region_code', 'text', required)
    .addColumn('img', 'text', required)
    .addColumn('summary', 'text', required)
    .addColumn('content', 'text', required)
    .addColumn('contact', 'text', required)
    .addColumn('telephone', 'text', required)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('publish_date', 'text', required)
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', required);

export interface IndexOptions {
  /** Defaults to `<table>_<columns joined by _>_idx`. */
  name?: string;
  unique?: boolean;
  /** A partial index over the rows in these statuses (one number: `status = n`). */
  whileStatus?: number | readonly number[];
}

export async function index(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
  { name, unique, whileStatus }: IndexOptions = {},
): Promise<void> {
  let builder = db.schema
    .createIndex(name ?? `${table}_${columns.join('_')}_idx`)
    .on(table)
    .columns([...columns]);
  if (unique) builder = builder.unique();
  if (typeof whileStatus === 'number') builder = builder.where(sql.ref('status'), '=', whileStatus);
  else if (whileStatus) builder = builder.where(sql.ref('status'), 'in', [...whileStatus]);
  await builder.execute();
}

/** The unique partial index `<table>_open_idx`: one row in these statuses per `columns`. */
export async function openIndex(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
  statuses: number | readonly number[],
): Promise<void> {
  await index(db, table, columns, {
    name: `${table}_open_idx`,
    unique: true,
    whileStatus: statuses,
  });
}

/** The indexes of a member's list (user_id, created_at) and the console's queue (status, created_at). */
export async function listAndQueueIndexes(db: Kysely<unknown>, table: string): Promise<void> {
  await index(db, table, ['user_id', 'created_at']);
  await index(db, table, ['status', 'created_at']);
}

/** Gives content tables a publish state: 1 shown on the portal (every existing row), 0 hidden. */
export async function addPublishStatus(db: Kysely<unknown>, tables: readonly string[]) {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

export async function dropPublishStatus(db: Kysely<unknown>, tables: readonly string[]) {
  for (const table of tables) await db.schema.alterTable(table).dropColumn('status').execute();
}

/**
 * A merchant's revision of a listed item, reviewed before it replaces the item: one open
 * (draft or submitted) revision per item, the organisation's list and the console's queue.
 */
export async function revisionIndexes(db: Kysely<unknown>, table: string, itemColumn: string) {
  await index(db, table, [itemColumn], {
    name: `${table}_open_uq`,
    unique: true,
    whileStatus: [0, 1],
  });
  await index(db, table, ['org_id', 'updated_at'], { name: `${table}_org_idx` });
  await index(db, table, ['status', 'submitted_at'], { name: `${table}_status_idx` });
}
