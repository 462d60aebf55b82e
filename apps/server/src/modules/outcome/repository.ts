import type { OutcomeDetail, OutcomeItem, OutcomeQuery, Page } from '@portal/shared';
import { maskPhone } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { MarketFilterValues } from '../../kit/list/filters.ts';
import {
  collectedBy,
  filteredPage,
  itemNames,
  marketColumns,
  relatedRows,
  type SectionRow,
} from '../../kit/list/list-kit.ts';
import { collectCount } from '../collect/repository.ts';
import { dealsOfOutcome } from '../deal/repository.ts';

const ITEM_COLUMNS = [
  'o.id',
  'o.goodsName',
  'o.coverImg',
  'o.techFieldId',
  'o.regionCode',
  'o.maturity',
  'o.cooperationType',
  'o.price',
  'o.tradeStatus',
  'o.ownerType',
  'o.orgName',
  'o.summary',
  'o.keywords',
  'o.publishDate',
  'o.viewCount',
] as const;

function published(db: Db) {
  return db.selectFrom('outcomes as o').where('o.status', '=', 1);
}

const COLUMNS = marketColumns('o', {
  title: 'goods_name',
  summary: 'keywords',
  date: 'publish_date',
  price: 'price',
});

type OutcomeRow = SectionRow<typeof published>;

/** Rows → cards, with dictionary names, field and region names and isCollect. */
async function toItems(db: Db, list: OutcomeRow[], userId: number | null): Promise<OutcomeItem[]> {
  const names = await itemNames(db, list, {
    dicts: ['maturity', 'cooperation_type'],
    marked: collectedBy(db, userId, 'tech'),
  });
  return list.map((r) => ({
    ...names.field(r.techFieldId),
    id: r.id,
    goodsName: r.goodsName,
    coverImg: r.coverImg,
    regionCode: r.regionCode,
    regionName: names.region(r.regionCode),
    maturity: r.maturity,
    maturityName: names.dict('maturity', r.maturity),
    cooperationType: r.cooperationType,
    cooperationName: names.dict('cooperation_type', r.cooperationType),
    price: Number(r.price),
    tradeStatus: r.tradeStatus,
    ownerType: r.ownerType,
    orgName: r.orgName,
    summary: r.summary,
    keywords: r.keywords ? r.keywords.split('、') : [],
    publishDate: r.publishDate,
    viewCount: r.viewCount,
    isCollect: names.isMarked(r.id),
  }));
}

export type OutcomeFilters = MarketFilterValues &
  Pick<OutcomeQuery, 'maturity' | 'cooperationType' | 'tradeStatus' | 'ownerType'>;

/** Published outcomes matching the filters, one page. */
export function outcomePage(
  db: Db,
  f: OutcomeFilters,
  userId: number | null,
  today: string,
): Promise<Page<OutcomeItem>> {
  const published0 = published(db);
  let base = published0;
  if (f.maturity !== undefined) base = base.where('o.maturity', '=', f.maturity);
  if (f.cooperationType !== undefined)
    base = base.where('o.cooperationType', '=', f.cooperationType);
  if (f.tradeStatus !== undefined) base = base.where('o.tradeStatus', '=', f.tradeStatus);
  if (f.ownerType !== undefined) base = base.where('o.ownerType', '=', f.ownerType);
  return filteredPage(db, f, {
    base,
    columns: COLUMNS,
    select: (q) => q.select(ITEM_COLUMNS),
    toItems: (rows) => toItems(db, rows, userId),
    // Public outcomes only: the keyword is looked up among public documents, for everyone.
    search: { docType: 'outcome', userId: null, publicList: base === published0 },
    // Indexes serve the newest-first and both price orders, holding the filtered columns
    // (migrations 20261129_scale_01, 20261204_scale_01).
    walkable: (sort) => sort !== 'views',
    // Kept ids for the shared filters only: the order indexes do not hold maturity and the
    // other section columns, and reading ten thousand ids would read as many rows.
    ...(base === published0 ? { cache: { key: 'outcome', today } } : {}),
  });
}

/** A published outcome (its view is counted by the route); undefined when there is none. */
export async function outcomeDetail(
  db: Db,
  id: number,
  userId: number | null,
): Promise<OutcomeDetail | undefined> {
  const row = await published(db)
    .select([...ITEM_COLUMNS, 'o.detail', 'o.linkman', 'o.linkphone', 'o.patents'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [[item], related, collects, deals] = await Promise.all([
    toItems(db, [row], userId),
    relatedRows(published(db).select(ITEM_COLUMNS), COLUMNS, row).then((rows) =>
      toItems(db, rows, userId),
    ),
    collectCount(db, 'tech', id),
    dealsOfOutcome(db, id, userId),
  ]);
  return {
    ...item!,
    detail: row.detail,
    linkman: row.linkman,
    linkphone: maskPhone(row.linkphone),
    patents: JSON.parse(row.patents) as OutcomeDetail['patents'],
    collectCount: collects,
    deals,
    related,
  };
}
