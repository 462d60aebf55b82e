import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { nextTurn } from '../../lib/loop-turn.ts';
import type { MarketFilterValues } from './filters.ts';
import type { ListColumns } from './list-kit.ts';

/**
 * Ids per statement when a list's ordered ids are read in chunks (issue #30): on SQLite each
 * statement blocks the process, so ten thousand ids are read as chunks that each take a few
 * milliseconds, with the event loop free between them. A property so that a test can shrink it.
 */
export const keysetChunk = { size: 500 };

interface Key {
  expr: RawBuilder<unknown>;
  desc: boolean;
}

/**
 * The order of `orderOf(sort, cols)` as keyset walks (the columns are NOT NULL): the price
 * orders as two walks, priced then negotiable (price 0), because SQLite seeks the price index
 * with an equality on its negotiable expression, not with a row value holding it.
 */
function walksOf(
  sort: MarketFilterValues['sort'],
  cols: ListColumns['sort'],
): { where?: RawBuilder<boolean>; keys: Key[] }[] {
  const ref = sql.ref;
  const latest = [
    { expr: ref(cols.date), desc: true },
    { expr: ref(cols.id), desc: true },
  ];
  if ((sort === 'priceAsc' || sort === 'priceDesc') && cols.price) {
    const keys = [
      { expr: ref(cols.price), desc: sort === 'priceDesc' },
      { expr: ref(cols.id), desc: true },
    ];
    const negotiable = sql`(case when ${ref(cols.price)} = 0 then 1 else 0 end)`;
    return [0, 1].map((n) => ({ where: sql<boolean>`${negotiable} = ${n}`, keys }));
  }
  if (sort === 'views' && cols.views)
    return [{ keys: [{ expr: ref(cols.views), desc: true }, ...latest] }];
  return [{ keys: latest }];
}

/**
 * Rows after `last` in the keys' order: a range on the first key (the order's index seeks to
 * it), then each entry from there tested.
 */
function after(keys: Key[], last: unknown[]): RawBuilder<boolean> {
  const [first] = keys as [Key];
  const seek = sql`${first.expr} ${sql.raw(first.desc ? '<=' : '>=')} ${last[0]}`;
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
  limit: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (const walk of walksOf(sort, cols)) {
    const { keys } = walk;
    const base = walk.where ? from.where(walk.where) : from;
    const order = sql.join(
      keys.map((k) => sql`${k.expr} ${sql.raw(k.desc ? 'desc' : 'asc')}`),
      sql`, `,
    );
    let last: unknown[] | undefined;
    while (ids.length < limit) {
      const take = Math.min(keysetChunk.size, limit - ids.length);
      const rows = (await (last ? base.where(after(keys, last)) : base)
        .select(keys.map((k, i) => k.expr.as(`k${i}`)))
        .orderBy(order)
        .limit(take)
        .execute()) as Record<string, unknown>[];
      for (const row of rows) ids.push(Number(row[`k${keys.length - 1}`]));
      await nextTurn();
      if (rows.length < take) break;
      const end = rows[rows.length - 1]!;
      last = keys.map((_, i) => end[`k${i}`]);
    }
  }
  return ids;
}
