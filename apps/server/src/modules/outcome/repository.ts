import type { OutcomeDetail, OutcomeItem, OutcomeQuery, Page } from '@portal/shared';
import { maskPhone } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { collectCount, collectedIds } from '../collect/repository.ts';
import { dealsOfOutcome } from '../deal/repository.ts';
import { dictNames, fieldInfo, fieldRef } from '../market/dicts.ts';
import {
  allOf,
  filterConditions,
  fullRegionName,
  type MarketFilterValues,
  orderOf,
} from '../market/filters.ts';

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

/** Rows → cards, with dictionary names, field and region names and isCollect. */
async function toItems(db: Db, list: OutcomeRow[], userId: number | null): Promise<OutcomeItem[]> {
  const [maturity, cooperation, fields, collected] = await Promise.all([
    dictNames(db, 'maturity'),
    dictNames(db, 'cooperation_type'),
    fieldInfo(db),
    collectedIds(
      db,
      userId,
      'tech',
      list.map((r) => r.id),
    ),
  ]);
  return list.map((r) => ({
    ...fieldRef(fields, r.techFieldId),
    id: r.id,
    goodsName: r.goodsName,
    coverImg: r.coverImg,
    regionCode: r.regionCode,
    regionName: fullRegionName(r.regionCode),
    maturity: r.maturity,
    maturityName: maturity.get(r.maturity) ?? '',
    cooperationType: r.cooperationType,
    cooperationName: cooperation.get(r.cooperationType) ?? '',
    price: Number(r.price),
    tradeStatus: r.tradeStatus,
    ownerType: r.ownerType,
    orgName: r.orgName,
    summary: r.summary,
    keywords: r.keywords ? r.keywords.split('、') : [],
    publishDate: r.publishDate,
    viewCount: r.viewCount,
    isCollect: collected.has(r.id),
  }));
}

interface OutcomeRow {
  id: number;
  goodsName: string;
  coverImg: string;
  techFieldId: number;
  regionCode: string;
  maturity: number;
  cooperationType: number;
  price: number;
  tradeStatus: number;
  ownerType: number;
  orgName: string;
  summary: string;
  keywords: string;
  publishDate: string;
  viewCount: number;
}

export type OutcomeFilters = MarketFilterValues &
  Pick<OutcomeQuery, 'maturity' | 'cooperationType' | 'tradeStatus' | 'ownerType'>;

/** Published outcomes matching the filters, one page. */
export async function outcomePage(
  db: Db,
  f: OutcomeFilters,
  userId: number | null,
): Promise<Page<OutcomeItem>> {
  const conds = await filterConditions(db, f, {
    title: 'o.goods_name',
    summary: 'o.keywords',
    field: 'o.tech_field_id',
    region: 'o.region_code',
    date: 'o.publish_date',
    price: 'o.price',
  });
  let base = published(db).where(allOf(conds));
  if (f.maturity !== undefined) base = base.where('o.maturity', '=', f.maturity);
  if (f.cooperationType !== undefined)
    base = base.where('o.cooperationType', '=', f.cooperationType);
  if (f.tradeStatus !== undefined) base = base.where('o.tradeStatus', '=', f.tradeStatus);
  if (f.ownerType !== undefined) base = base.where('o.ownerType', '=', f.ownerType);
  const { offset, limit } = pageWindow(f);
  const order = orderOf(f.sort, {
    date: 'o.publish_date',
    price: 'o.price',
    views: 'o.view_count',
    id: 'o.id',
  });
  const [rows, total] = await Promise.all([
    base.select(ITEM_COLUMNS).orderBy(order).offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(await toItems(db, rows, userId), total.n, f);
}

/** How many related outcomes a detail shows. */
const RELATED = 6;

/** A published outcome, counting the view; undefined when there is none. */
export async function outcomeDetail(
  db: Db,
  id: number,
  userId: number | null,
): Promise<OutcomeDetail | undefined> {
  const counted = await db
    .updateTable('outcomes')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) return undefined;
  const row = await published(db)
    .select([...ITEM_COLUMNS, 'o.detail', 'o.linkman', 'o.linkphone'])
    .where('o.id', '=', id)
    .executeTakeFirstOrThrow();
  const relatedRows = await published(db)
    .select(ITEM_COLUMNS)
    .where('o.techFieldId', '=', row.techFieldId)
    .where('o.id', '!=', id)
    .orderBy(sql`o.publish_date desc, o.id desc`)
    .limit(RELATED)
    .execute();
  const [[item], related, collects, deals] = await Promise.all([
    toItems(db, [row], userId),
    toItems(db, relatedRows, userId),
    collectCount(db, 'tech', id),
    dealsOfOutcome(db, id, userId),
  ]);
  return {
    ...item!,
    detail: row.detail,
    linkman: row.linkman,
    linkphone: maskPhone(row.linkphone),
    collectCount: collects,
    deals,
    related,
  };
}
