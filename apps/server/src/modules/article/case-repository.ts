import type { CaseDetail, CaseItem, CaseQuery, Page } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { likePattern, type MarketFilterValues } from '../../kit/list/filters.ts';
import {
  filteredPage,
  itemNames,
  marketColumns,
  relatedRows,
  type SectionRow,
} from '../../kit/list/list-kit.ts';
import { neighbours } from './kit.ts';

/** 成功案例: published transfer cases with their parties, amount, field, region and mode. */

const ITEM_COLUMNS = [
  'c.id',
  'c.title',
  'c.transferor',
  'c.transferee',
  'c.amount',
  'c.transferMode',
  'c.techFieldId',
  'c.regionCode',
  'c.dealDate',
  'c.img',
  'c.summary',
  'c.publishDate',
  'c.viewCount',
] as const;

function published(db: Db) {
  return db.selectFrom('successCases as c').where('c.status', '=', 1);
}

const COLUMNS = marketColumns('c', {
  title: 'title',
  summary: 'summary',
  date: 'publish_date',
  price: 'amount',
});

type CaseRow = SectionRow<typeof published>;

async function toItems(db: Db, rows: CaseRow[]): Promise<CaseItem[]> {
  const names = await itemNames(db, rows, { dicts: ['cooperation_type'] });
  return rows.map((r) => ({
    ...names.field(r.techFieldId),
    id: r.id,
    title: r.title,
    transferor: r.transferor,
    transferee: r.transferee,
    amount: Number(r.amount),
    transferMode: r.transferMode,
    transferModeName: names.dict('cooperation_type', r.transferMode),
    regionCode: r.regionCode,
    regionName: names.region(r.regionCode),
    dealDate: r.dealDate,
    img: r.img,
    summary: r.summary,
    publishDate: r.publishDate,
    viewCount: Number(r.viewCount),
  }));
}

export type CaseFilters = MarketFilterValues & Pick<CaseQuery, 'transferMode'>;

export function casePage(db: Db, f: CaseFilters): Promise<Page<CaseItem>> {
  let base = published(db);
  if (f.transferMode !== undefined) base = base.where('c.transferMode', '=', f.transferMode);
  if (f.keyword) {
    // The parties are searched too: people look a case up by who sold or bought.
    const p = likePattern(f.keyword);
    base = base.where(
      sql<boolean>`(c.title like ${p} escape '\\' or c.summary like ${p} escape '\\' or c.transferor like ${p} escape '\\' or c.transferee like ${p} escape '\\')`,
    );
  }
  return filteredPage(
    db,
    { ...f, keyword: undefined },
    {
      base,
      columns: COLUMNS,
      select: (q) => q.select(ITEM_COLUMNS),
      toItems: (rows) => toItems(db, rows),
    },
  );
}

/** A published case with its story, the outcome it transferred, neighbours and related cases. */
export async function caseDetail(db: Db, id: number): Promise<CaseDetail | undefined> {
  const row = await published(db)
    .leftJoin('outcomes as o', (join) =>
      join.onRef('o.id', '=', 'c.outcomeId').on('o.status', '=', 1),
    )
    .select([...ITEM_COLUMNS, 'c.content', 'o.id as outcomeId', 'o.goodsName as outcomeName'])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [[item], nav, related] = await Promise.all([
    toItems(db, [row]),
    neighbours(published(db), COLUMNS, row),
    relatedRows(published(db).select(ITEM_COLUMNS), COLUMNS, row).then((rows) => toItems(db, rows)),
  ]);
  return {
    ...item!,
    content: row.content,
    outcome:
      row.outcomeId !== null && row.outcomeName !== null
        ? { id: row.outcomeId, goodsName: row.outcomeName }
        : null,
    ...nav,
    related,
  };
}
