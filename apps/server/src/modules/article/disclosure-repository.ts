import type { DisclosureDetail, DisclosureItem, DisclosureQuery, Page } from '@portal/shared';
import { DISCLOSURE_CATEGORIES, labelOf } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { likePattern, type MarketFilterValues } from '../../kit/list/filters.ts';
import { filteredPage, relatedRows, type SectionRow } from '../../kit/list/list-kit.ts';
import { articleColumns, neighbours } from './kit.ts';

/** 政府信息公开: disclosed documents, filtered by 主题分类, 发布机构, date and keyword. */

const ITEM_COLUMNS = [
  'd.id',
  'd.title',
  'd.indexNo',
  'd.issuer',
  'd.docNo',
  'd.writtenDate',
  'd.category',
  'd.subjectWords',
  'd.publishDate',
  'd.viewCount',
] as const;

/** What the portal shows: published disclosures only (status 0 is withdrawn or a draft). */
const from = (db: Db) => db.selectFrom('disclosures as d').where('d.status', '=', 1);

const COLUMNS = articleColumns('d', { title: 'title' });

type DisclosureRow = SectionRow<typeof from>;

const toItem = (r: DisclosureRow): DisclosureItem => ({
  id: r.id,
  title: r.title,
  indexNo: r.indexNo,
  issuer: r.issuer,
  docNo: r.docNo,
  writtenDate: r.writtenDate,
  category: r.category,
  categoryName: labelOf(DISCLOSURE_CATEGORIES, r.category, ''),
  subjectWords: r.subjectWords,
  publishDate: r.publishDate,
  viewCount: Number(r.viewCount),
});

export type DisclosureFilters = Pick<
  MarketFilterValues,
  'pageNum' | 'pageSize' | 'publishDateFrom' | 'publishDateTo'
> &
  Pick<DisclosureQuery, 'keyword' | 'category' | 'issuer' | 'sort'>;

export function disclosurePage(db: Db, f: DisclosureFilters): Promise<Page<DisclosureItem>> {
  let base = from(db);
  if (f.category !== undefined) base = base.where('d.category', '=', f.category);
  if (f.issuer !== undefined) base = base.where('d.issuer', '=', f.issuer);
  if (f.keyword) {
    // The index number and subject words are searched too, not only the title.
    const p = likePattern(f.keyword);
    base = base.where(
      sql<boolean>`(d.title like ${p} escape '\\' or d.index_no like ${p} escape '\\' or d.subject_words like ${p} escape '\\')`,
    );
  }
  return filteredPage(
    db,
    { ...f, keyword: undefined },
    {
      base,
      columns: COLUMNS,
      select: (q) => q.select(ITEM_COLUMNS),
      toItems: async (rows) => rows.map(toItem),
    },
  );
}

/** The issuing bodies, for the filter. */
export async function disclosureIssuers(db: Db): Promise<string[]> {
  const rows = await from(db).select('d.issuer').distinct().orderBy('d.issuer').execute();
  return rows.map((r) => r.issuer);
}

export async function disclosureDetail(db: Db, id: number): Promise<DisclosureDetail | undefined> {
  const row = await from(db)
    .select([...ITEM_COLUMNS, 'd.content'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [nav, related] = await Promise.all([
    neighbours(from(db), COLUMNS, row),
    relatedRows(
      from(db).select(ITEM_COLUMNS),
      COLUMNS,
      row,
      sql<boolean>`d.category = ${row.category}`,
    ),
  ]);
  return { ...toItem(row), content: row.content, ...nav, related: related.map(toItem) };
}
