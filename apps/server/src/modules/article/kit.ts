import type { ArticleLink, ArticleNav } from '@portal/shared';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { ListColumns } from '../../kit/list/list-kit.ts';

/**
 * What the four article sections (news, views, success cases, disclosures) add to the market's
 * list/detail kit: columns without field, region or price, and the previous/next item of a
 * detail in the list's own order (newest first: date desc, id desc).
 */

/** Columns of an article table aliased `a`: title, summary, publish_date, view_count, id. */
export function articleColumns(
  a: string,
  named: { title: string; summary?: string; price?: string },
): ListColumns {
  const q = (column: string) => `${a}.${column}`;
  return {
    filter: {
      title: q(named.title),
      ...(named.summary ? { summary: q(named.summary) } : {}),
      field: null,
      region: null,
      date: q('publish_date'),
      price: named.price ? q(named.price) : null,
    },
    sort: {
      date: q('publish_date'),
      price: named.price ? q(named.price) : null,
      views: q('view_count'),
      id: q('id'),
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: any table of any database
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * 上一篇 (the newer neighbour) and 下一篇 (the older one) of `item` among `base`'s rows, in the
 * default list order; null at either end. Two one-row index reads.
 */
export async function neighbours(
  base: AnySelect,
  columns: ListColumns,
  item: { id: number; publishDate: string },
): Promise<ArticleNav> {
  const { ref } = sql;
  const date = ref(columns.sort.date);
  const id = ref(columns.sort.id);
  const title = ref(columns.filter.title);
  const pick = (where: ReturnType<typeof sql<boolean>>, order: ReturnType<typeof sql>) =>
    base
      .where(where)
      .select([sql<number>`${id}`.as('id'), sql<string>`${title}`.as('title')])
      .orderBy(order)
      .limit(1)
      .executeTakeFirst() as Promise<ArticleLink | undefined>;
  const [prev, next] = await Promise.all([
    pick(
      sql<boolean>`(${date} > ${item.publishDate} or (${date} = ${item.publishDate} and ${id} > ${item.id}))`,
      sql`${date} asc, ${id} asc`,
    ),
    pick(
      sql<boolean>`(${date} < ${item.publishDate} or (${date} = ${item.publishDate} and ${id} < ${item.id}))`,
      sql`${date} desc, ${id} desc`,
    ),
  ]);
  return {
    prev: prev ? { id: Number(prev.id), title: prev.title } : null,
    next: next ? { id: Number(next.id), title: next.title } : null,
  };
}
