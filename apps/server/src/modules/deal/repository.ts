import type { DealDetail, DealItem, Page } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { type MarketFilterValues, orderOf } from '../../kit/list/filters.ts';
import {
  collectedBy,
  filteredPage,
  itemNames,
  marketColumns,
  relatedRows,
  type SectionRow,
} from '../../kit/list/list-kit.ts';

const ITEM_COLUMNS = [
  'd.id',
  'd.title',
  'd.outcomeId',
  'd.needId',
  'd.amount',
  'd.dealType',
  'd.transferor',
  'd.transferee',
  'd.techFieldId',
  'd.regionCode',
  'd.dealDate',
  'd.contractNo',
  'd.viewCount',
] as const;

function deals(db: Db) {
  return db.selectFrom('deals as d');
}

const COLUMNS = marketColumns('d', { title: 'title', date: 'deal_date', price: 'amount' });

type DealRow = SectionRow<typeof deals>;

async function toItems(db: Db, rows: DealRow[], userId: number | null): Promise<DealItem[]> {
  const names = await itemNames(db, rows, {
    dicts: ['cooperation_type'],
    marked: collectedBy(db, userId, 'deal'),
  });
  return rows.map((r) => ({
    ...names.field(r.techFieldId),
    id: r.id,
    title: r.title,
    outcomeId: r.outcomeId,
    needId: r.needId,
    amount: Number(r.amount),
    dealType: r.dealType,
    dealTypeName: names.dict('cooperation_type', r.dealType),
    transferor: r.transferor,
    transferee: r.transferee,
    regionCode: r.regionCode,
    regionName: names.region(r.regionCode),
    dealDate: r.dealDate,
    contractNo: r.contractNo,
    viewCount: r.viewCount,
    isCollect: names.isMarked(r.id),
  }));
}

export type DealFilters = MarketFilterValues & { dealType?: number | undefined };

export function dealPage(db: Db, f: DealFilters, userId: number | null): Promise<Page<DealItem>> {
  let base = deals(db);
  if (f.dealType !== undefined) base = base.where('d.dealType', '=', f.dealType);
  return filteredPage(db, f, {
    base,
    columns: COLUMNS,
    select: (q) => q.select(ITEM_COLUMNS),
    toItems: (rows) => toItems(db, rows, userId),
  });
}

/** Deal announcements of an outcome, newest first (OutcomeDetail.deals). */
export async function dealsOfOutcome(db: Db, outcomeId: number, userId: number | null) {
  const rows = await deals(db)
    .select(ITEM_COLUMNS)
    .where('d.outcomeId', '=', outcomeId)
    .orderBy(orderOf(undefined, COLUMNS.sort))
    .limit(10)
    .execute();
  return toItems(db, rows, userId);
}

/** A deal announcement (its view is counted by the route); undefined when there is none. */
export async function dealDetail(
  db: Db,
  id: number,
  userId: number | null,
): Promise<DealDetail | undefined> {
  const row = await deals(db).select(ITEM_COLUMNS).where('d.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [outcome, need, relatedRowList] = await Promise.all([
    row.outcomeId ? publishedTitle(db, 'outcomes', row.outcomeId) : undefined,
    row.needId ? publishedTitle(db, 'needs', row.needId) : undefined,
    relatedRows(deals(db).select(ITEM_COLUMNS), COLUMNS, row),
  ]);
  const [[item], related] = await Promise.all([
    toItems(db, [row], userId),
    toItems(db, relatedRowList, userId),
  ]);
  return { ...item!, outcome: outcome ?? null, need: need ?? null, related };
}

/** What a deal traded, when it is still published. */
function publishedTitle(db: Db, table: 'outcomes' | 'needs', id: number) {
  return db
    .selectFrom(table)
    .select(['id', 'goodsName'])
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
}
