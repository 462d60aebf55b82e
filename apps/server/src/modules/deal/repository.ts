import type { DealDetail, DealItem, Page } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { collectedIds } from '../collect/repository.ts';
import { dictNames, fieldInfo, fieldRef } from '../market/dicts.ts';
import {
  allOf,
  filterConditions,
  fullRegionName,
  type MarketFilterValues,
  orderOf,
} from '../market/filters.ts';

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

interface DealRow {
  id: number;
  title: string;
  outcomeId: number | null;
  needId: number | null;
  amount: number;
  dealType: number;
  transferor: string;
  transferee: string;
  techFieldId: number;
  regionCode: string;
  dealDate: string;
  contractNo: string;
  viewCount: number;
}

async function toItems(db: Db, rows: DealRow[], userId: number | null): Promise<DealItem[]> {
  const [types, fields, collected] = await Promise.all([
    dictNames(db, 'cooperation_type'),
    fieldInfo(db),
    collectedIds(
      db,
      userId,
      'deal',
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    ...fieldRef(fields, r.techFieldId),
    id: r.id,
    title: r.title,
    outcomeId: r.outcomeId,
    needId: r.needId,
    amount: Number(r.amount),
    dealType: r.dealType,
    dealTypeName: types.get(r.dealType) ?? '',
    transferor: r.transferor,
    transferee: r.transferee,
    regionCode: r.regionCode,
    regionName: fullRegionName(r.regionCode),
    dealDate: r.dealDate,
    contractNo: r.contractNo,
    viewCount: r.viewCount,
    isCollect: collected.has(r.id),
  }));
}

export type DealFilters = MarketFilterValues & { dealType?: number | undefined };

export async function dealPage(
  db: Db,
  f: DealFilters,
  userId: number | null,
): Promise<Page<DealItem>> {
  const conds = await filterConditions(db, f, {
    title: 'd.title',
    field: 'd.tech_field_id',
    region: 'd.region_code',
    date: 'd.deal_date',
    price: 'd.amount',
  });
  let base = db.selectFrom('deals as d').where(allOf(conds));
  if (f.dealType !== undefined) base = base.where('d.dealType', '=', f.dealType);
  const { offset, limit } = pageWindow(f);
  const order = orderOf(f.sort, {
    date: 'd.deal_date',
    price: 'd.amount',
    views: 'd.view_count',
    id: 'd.id',
  });
  const [rows, total] = await Promise.all([
    base.select(ITEM_COLUMNS).orderBy(order).offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(await toItems(db, rows, userId), total.n, f);
}

/** Deal announcements of an outcome, newest first (OutcomeDetail.deals). */
export async function dealsOfOutcome(db: Db, outcomeId: number, userId: number | null) {
  const rows = await db
    .selectFrom('deals as d')
    .select(ITEM_COLUMNS)
    .where('d.outcomeId', '=', outcomeId)
    .orderBy(sql`d.deal_date desc, d.id desc`)
    .limit(10)
    .execute();
  return toItems(db, rows, userId);
}

export async function dealDetail(
  db: Db,
  id: number,
  userId: number | null,
): Promise<DealDetail | undefined> {
  const counted = await db
    .updateTable('deals')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) return undefined;
  const row = await db
    .selectFrom('deals as d')
    .select(ITEM_COLUMNS)
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow();
  const [outcome, need, relatedRows] = await Promise.all([
    row.outcomeId
      ? db
          .selectFrom('outcomes')
          .select(['id', 'goodsName'])
          .where('id', '=', row.outcomeId)
          .where('status', '=', 1)
          .executeTakeFirst()
      : undefined,
    row.needId
      ? db
          .selectFrom('needs')
          .select(['id', 'goodsName'])
          .where('id', '=', row.needId)
          .where('status', '=', 1)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('deals as d')
      .select(ITEM_COLUMNS)
      .where('d.techFieldId', '=', row.techFieldId)
      .where('d.id', '!=', id)
      .orderBy(sql`d.deal_date desc, d.id desc`)
      .limit(6)
      .execute(),
  ]);
  const [[item], related] = await Promise.all([
    toItems(db, [row], userId),
    toItems(db, relatedRows, userId),
  ]);
  return { ...item!, outcome: outcome ?? null, need: need ?? null, related };
}
