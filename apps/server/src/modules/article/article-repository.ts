import type { ArticleDetail, ArticleItem, NewsQuery, Page } from '@portal/shared';
import { labelOf, NEWS_TYPES } from '@portal/shared';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { MarketFilterValues } from '../../kit/list/filters.ts';
import { filteredPage, type ListColumns, relatedRows } from '../../kit/list/list-kit.ts';
import { articleColumns, neighbours } from './kit.ts';

/**
 * News (新闻资讯) and viewpoints (观点洞察): one item shape, one list and one detail, each
 * section only naming its table's columns.
 */

interface ArticleRow {
  id: number;
  title: string;
  summary: string;
  img: string | null;
  author: string;
  source: string;
  publishDate: string;
  viewCount: number;
  category: number | null;
  isTop: number;
}

// biome-ignore lint/suspicious/noExplicitAny: the two tables differ; rows are ArticleRow
type Base = SelectQueryBuilder<any, any, any>;

export interface ArticleSection {
  columns: ListColumns;
  /** The section's published rows, aliased `a`. */
  from: (db: Db) => Base;
  /** The row columns as ArticleRow names. */
  select: (q: Base) => SelectQueryBuilder<never, never, ArticleRow>;
  categoryName: (category: number | null) => string;
  /** Related items: same category, or any other item of the section. */
  sameAs: (row: ArticleRow) => ReturnType<typeof sql<boolean>>;
}

export const NEWS: ArticleSection = {
  columns: articleColumns('a', { title: 'news_title', summary: 'summary' }),
  from: (db) => db.selectFrom('news as a').where('a.status', '=', 1),
  select: (q) =>
    q.select([
      'a.id',
      'a.newsTitle as title',
      'a.summary',
      'a.newsImg as img',
      'a.author',
      'a.source',
      'a.publishDate',
      'a.viewCount',
      'a.newsType as category',
      'a.isTop',
    ]),
  categoryName: (category) => labelOf(NEWS_TYPES, category, ''),
  sameAs: (row) => sql<boolean>`a.news_type = ${row.category}`,
};

export const VIEWS: ArticleSection = {
  columns: articleColumns('a', { title: 'title', summary: 'summary' }),
  from: (db) => db.selectFrom('views as a').where('a.status', '=', 1),
  select: (q) =>
    q.select([
      'a.id',
      'a.title',
      'a.summary',
      'a.img',
      'a.author',
      'a.source',
      'a.publishDate',
      'a.viewCount',
      sql<number | null>`null`.as('category'),
      sql<number>`0`.as('isTop'),
    ]),
  categoryName: () => '',
  sameAs: () => sql<boolean>`1 = 1`,
};

function toItem(section: ArticleSection, r: ArticleRow): ArticleItem {
  const category = r.category === null ? null : Number(r.category);
  return {
    id: Number(r.id),
    title: r.title,
    summary: r.summary,
    img: r.img,
    author: r.author,
    source: r.source,
    publishDate: r.publishDate,
    viewCount: Number(r.viewCount),
    category,
    categoryName: section.categoryName(category),
    isTop: Number(r.isTop) === 1,
  };
}

export type ArticleFilters = Pick<
  MarketFilterValues,
  'pageNum' | 'pageSize' | 'keyword' | 'publishDateFrom' | 'publishDateTo'
> & { sort?: 'latest' | 'views' | undefined } & Pick<NewsQuery, 'newsType'>;

/** One page of the section, filtered (keyword, dates, news type) and sorted. */
export function articlePage(
  db: Db,
  section: ArticleSection,
  f: ArticleFilters,
): Promise<Page<ArticleItem>> {
  let base = section.from(db);
  if (f.newsType !== undefined) base = base.where('a.newsType', '=', f.newsType);
  return filteredPage(db, f, {
    base,
    columns: section.columns,
    select: section.select,
    toItems: async (rows) => rows.map((r) => toItem(section, r)),
  });
}

/** The article with content, neighbours and related items (the route counts the view). */
export async function articleDetail(
  db: Db,
  section: ArticleSection,
  id: number,
): Promise<ArticleDetail | undefined> {
  const row = (await section
    .select(section.from(db))
    .select(sql<string>`a.content`.as('content'))
    .where(sql<boolean>`a.id = ${id}`)
    .executeTakeFirst()) as (ArticleRow & { content: string }) | undefined;
  if (!row) return undefined;
  const item = toItem(section, row);
  const [nav, related] = await Promise.all([
    neighbours(section.from(db), section.columns, item),
    relatedRows(section.select(section.from(db)), section.columns, item, section.sameAs(row)),
  ]);
  return {
    ...item,
    content: row.content,
    ...nav,
    related: related.map((r) => toItem(section, r)),
  };
}
