import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../types.ts';

export type Tx = Transaction<Database>;

/** Reports how far a table is: called after every batch. */
export type Progress = (table: string, done: number, total: number) => void;

/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMS = 30_000;
const MAX_ROWS = 1000;

/**
 * Inserts `total` rows made one by one by `make(i)`, as multi-row INSERTs of as many rows as
 * the parameter limit allows. Rows are made lazily so a large scale never holds a whole table
 * in memory.
 */
export async function insertRows<T extends keyof Database & string>(
  trx: Tx,
  table: T,
  total: number,
  make: (i: number) => Insertable<Database[T]>,
  progress?: Progress,
): Promise<void> {
  let batch: Insertable<Database[T]>[] = [];
  let size = MAX_ROWS;
  let done = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // biome-ignore lint/suspicious/noExplicitAny: the table is generic; rows match it by type
    const rows = batch as any;
    await trx.insertInto(table).values(rows).execute();
    done += batch.length;
    batch = [];
    progress?.(table, done, total);
  };
  for (let i = 0; i < total; i++) {
    const row = make(i);
    if (i === 0)
      size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / Object.keys(row).length)));
    batch.push(row);
    if (batch.length >= size) await flush();
  }
  await flush();
}
