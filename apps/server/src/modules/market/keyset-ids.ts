import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { MarketFilterValues } from './filters.ts';
import type { ListColumns } from './list-kit.ts';

/**
 * Ids per statement when a list's ordered ids are read in chunks (issue #30): on SQLite each
 * statement blocks the process, so ten thousand ids are read as chunks that each take a few
 * milliseconds, with the event loop free between them. A property so that a test can shrink it.
 */
export const keysetChunk = { size: 1000 };

interface Key {
  expr: RawBuilder<unknown>;
  desc: boolean;
}

/** The keys of `orderOf(sort, cols)`, in its order (the columns are NOT NULL). */
function keysOf(sort: MarketFilterValues['sort'], cols: ListColumns['sort']): Key[] {
  const ref = sql.ref;
  const latest = [
    { expr: ref(cols.date), desc: true },
    { expr: ref(cols.id), desc: true },
  ];
  if ((sort === 'priceAsc' || sort === 'priceDesc') && cols.price)
    return [
      { expr: sql`(case when ${ref(cols.price)} = 0 then 1 else 0 end)`, desc: false },
      { expr: ref(cols.price), desc: sort === 'priceDesc' },
      { expr: ref(cols.id), desc: true },
    ];
  if (sort === 'views' && cols.views) return [{ expr: ref(cols.views), desc: true }, ...latest];
  return latest;
}

/**
 * Rows after `last` in the keys' order: the leading keys of one direction as a row value
 * (a range the order's index seeks to), the rest tested on the entries from there.
 */
function after(keys: Key[], last: unknown[]): RawBuilder<boolean> {
  const lead = keys.findIndex((k) => k.desc !== keys[0]!.desc);
  const prefix = lead === -1 ? keys.length : lead;
  const row = (values: unknown[]) => sql`(${sql.join(values)})`;
  const seek = sql`${row(keys.slice(0, prefix).map((k) => k.expr))} ${sql.raw(keys[0]!.desc ? '<=' : '>=')} ${row(last.slice(0, prefix))}`;
  const strictly = keys.map((key, i) => {
    // `+`: tests only — an `id <` here must not turn the walk into a primary key range.
    const equal = keys.slice(0, i).map((k, j) => sql`+${k.expr} = ${last[j]}`);
    const beyond = sql`+${key.expr} ${sql.raw(key.desc ? '<' : '>')} ${last[i]}`;
    return sql`(${sql.join([...equal, beyond], sql` and `)})`;
  });
  return sql<boolean>`${seek} and (${sql.join(strictly, sql` or `)})`;
}

/**
 * The ids of `from` in the order of `sort`, at most `limit`, read `keysetChunk.size` at a time:
 * each chunk continues after the last row of the one before (never OFFSET, which would walk
 * the skipped entries again), and the event loop runs between chunks.
 */
export async function keysetIds(
  // biome-ignore lint/suspicious/noExplicitAny: any table set of any database
  from: SelectQueryBuilder<any, any, any>,
  sort: MarketFilterValues['sort'],
  cols: ListColumns['sort'],
  order: RawBuilder<unknown>,
  limit: number,
): Promise<number[]> {
  const keys = keysOf(sort, cols);
  const ids: number[] = [];
  let last: unknown[] | undefined;
  while (ids.length < limit) {
    const take = Math.min(keysetChunk.size, limit - ids.length);
    const rows = (await (last ? from.where(after(keys, last)) : from)
      .select(keys.map((k, i) => k.expr.as(`k${i}`)))
      .orderBy(order)
      .limit(take)
      .execute()) as Record<string, unknown>[];
    for (const row of rows) ids.push(Number(row[`k${keys.length - 1}`]));
    if (rows.length < take) break;
    const end = rows[rows.length - 1]!;
    last = keys.map((_, i) => end[`k${i}`]);
    await new Promise(setImmediate);
  }
  return ids;
}
