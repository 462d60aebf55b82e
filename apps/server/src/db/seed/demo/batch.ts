import type { Insertable, Transaction } from 'kysely';
import { sanitizeHtml } from '../../../lib/sanitize.ts';
import type { Database } from '../../types.ts';

export type Tx = Transaction<Database>;

/** Columns that hold rich text: stored only through the sanitiser's allow-list. */
const HTML_COLUMNS = ['detail', 'content'] as const;

/** Rows with their rich-text columns sanitised, as every stored HTML fragment must be. */
export function withSafeHtml<Row extends object>(rows: Row[]): Row[] {
  return rows.map((row) => {
    let safe = row;
    for (const column of HTML_COLUMNS) {
      const value = (row as Record<string, unknown>)[column];
      if (typeof value === 'string' && value.includes('<')) {
        safe = { ...safe, [column]: sanitizeHtml(value) };
      }
    }
    return safe;
  });
}

/** Reports how far a table is: called after every batch. */
export type Progress = (table: string, done: number, total: number) => void;

/** The title column of a list: no two rows of the list may share a title. */
export interface UniqueTitle<R> {
  get: (row: R) => string;
  set: (row: R, title: string) => R;
}

/** Fresh draws before a repeated title gets a number. */
const TITLE_DRAWS = 12;

/**
 * Rows in a row whose draws all repeated a title before redrawing stops: the vocabulary is
 * used up (benchmark scales), and further draws would only cost time.
 */
const EXHAUSTED_AFTER = 50;

/**
 * Wraps a row maker so titles do not repeat within the list: a repeated title is drawn again
 * (the maker must have no side effects) while fresh titles are still found, then numbered:
 * 标题（2）, 标题（3）… Each base title keeps its next number, so numbering costs the same at
 * row 300,000 as at row 300 (a scan from 2 upwards grew with every repeat).
 */
function uniqueTitles<R>(make: (i: number) => R, titled: UniqueTitle<R>): (i: number) => R {
  const seen = new Set<string>();
  const nextNumber = new Map<string, number>();
  let exhaustedRun = 0;
  return (i) => {
    let row = make(i);
    if (exhaustedRun < EXHAUSTED_AFTER) {
      let draw = 1;
      for (; draw < TITLE_DRAWS && seen.has(titled.get(row)); draw++) row = make(i);
      exhaustedRun = draw >= TITLE_DRAWS && seen.has(titled.get(row)) ? exhaustedRun + 1 : 0;
    }
    const base = titled.get(row);
    let title = base;
    if (seen.has(base)) {
      let k = nextNumber.get(base) ?? 2;
      while (seen.has(`${base}（${k}）`)) k++;
      title = `${base}（${k}）`;
      nextNumber.set(base, k + 1);
    }
    seen.add(title);
    return title === base ? row : titled.set(row, title);
  };
}

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
  titled?: UniqueTitle<Insertable<Database[T]>>,
): Promise<void> {
  if (titled) make = uniqueTitles(make, titled);
  let batch: Insertable<Database[T]>[] = [];
  let size = MAX_ROWS;
  let done = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // biome-ignore lint/suspicious/noExplicitAny: the table is generic; rows match it by type
    const rows = withSafeHtml(batch) as any;
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

/** UniqueTitle of a text column. */
export function titleColumn<R>(column: keyof R & string): UniqueTitle<R> {
  return {
    get: (row) => String(row[column]),
    set: (row, title) => ({ ...row, [column]: title }),
  };
}

/** Inserts rows made already, in batches under the parameter limits (see insertRows). */
export function insertAll<T extends keyof Database & string>(
  trx: Tx,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  progress?: Progress,
): Promise<void> {
  return insertRows(trx, table, rows.length, (i) => rows[i]!, progress);
}
