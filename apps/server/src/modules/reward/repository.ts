import type { Page, RewardDetail, RewardItem } from '@portal/shared';
import { maskPhone } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { collectedIds } from '../collect/repository.ts';
import { fieldInfo, fieldRef } from '../market/dicts.ts';
import {
  allOf,
  filterConditions,
  fullRegionName,
  type MarketFilterValues,
  orderOf,
} from '../market/filters.ts';

/** Bounties (揭榜挂帅, /Project/Reward): published ones only. */

const ITEM_COLUMNS = [
  'r.id',
  'r.rewardName',
  'r.amount',
  'r.techFieldId',
  'r.regionCode',
  'r.deadline',
  'r.unveilStatus',
  'r.publisher',
  'r.summary',
  'r.publishDate',
  'r.viewCount',
  'r.participantCount',
] as const;

function published(db: Db) {
  return db.selectFrom('rewards as r').where('r.status', '=', 1);
}

type RewardRow = Awaited<
  ReturnType<ReturnType<ReturnType<typeof published>['select']>['execute']>
>[number];

/** Open for participation: before (or on) the deadline and not unveiled. */
export function rewardOpen(r: { deadline: string; unveilStatus: number }, today: string) {
  return r.unveilStatus === 0 && r.deadline >= today;
}

async function toItems(
  db: Db,
  rows: RewardRow[],
  userId: number | null,
  today: string,
): Promise<RewardItem[]> {
  const [fields, collected] = await Promise.all([
    fieldInfo(db),
    collectedIds(
      db,
      userId,
      'reward',
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    ...fieldRef(fields, r.techFieldId),
    id: r.id,
    rewardName: r.rewardName,
    amount: Number(r.amount),
    regionCode: r.regionCode,
    regionName: fullRegionName(r.regionCode),
    deadline: r.deadline,
    unveilStatus: r.unveilStatus,
    publisher: r.publisher,
    summary: r.summary,
    publishDate: r.publishDate,
    viewCount: r.viewCount,
    participantCount: r.participantCount,
    isOpen: rewardOpen(r, today),
    isCollect: collected.has(r.id),
  }));
}

export type RewardFilters = MarketFilterValues & {
  unveilStatus?: 0 | 1 | undefined;
  open?: boolean | undefined;
};

export async function rewardPage(
  db: Db,
  f: RewardFilters,
  userId: number | null,
  today: string,
): Promise<Page<RewardItem>> {
  const conds = await filterConditions(db, f, {
    title: 'r.reward_name',
    summary: 'r.publisher',
    field: 'r.tech_field_id',
    region: 'r.region_code',
    date: 'r.publish_date',
    price: 'r.amount',
  });
  let base = published(db).where(allOf(conds));
  if (f.unveilStatus !== undefined) base = base.where('r.unveilStatus', '=', f.unveilStatus);
  if (f.open === true) base = base.where('r.unveilStatus', '=', 0).where('r.deadline', '>=', today);
  if (f.open === false)
    base = base.where((eb) => eb.or([eb('r.unveilStatus', '!=', 0), eb('r.deadline', '<', today)]));
  const { offset, limit } = pageWindow(f);
  const order = orderOf(f.sort, {
    date: 'r.publish_date',
    price: 'r.amount',
    views: 'r.view_count',
    id: 'r.id',
  });
  const [rows, total] = await Promise.all([
    base.select(ITEM_COLUMNS).orderBy(order).offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(await toItems(db, rows, userId, today), total.n, f);
}

export async function rewardDetail(
  db: Db,
  id: number,
  userId: number | null,
  today: string,
): Promise<RewardDetail | undefined> {
  const counted = await db
    .updateTable('rewards')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) return undefined;
  const row = await published(db)
    .select([...ITEM_COLUMNS, 'r.detail', 'r.linkman', 'r.linkphone'])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  const [relatedRows, joined] = await Promise.all([
    published(db)
      .select(ITEM_COLUMNS)
      .where('r.techFieldId', '=', row.techFieldId)
      .where('r.id', '!=', id)
      .orderBy(sql`r.publish_date desc, r.id desc`)
      .limit(6)
      .execute(),
    userId
      ? db
          .selectFrom('participations')
          .select('id')
          .where('rewardId', '=', id)
          .where('userId', '=', userId)
          .executeTakeFirst()
      : undefined,
  ]);
  const [[item], related] = await Promise.all([
    toItems(db, [row], userId, today),
    toItems(db, relatedRows, userId, today),
  ]);
  return {
    ...item!,
    detail: row.detail,
    linkman: row.linkman,
    linkphone: maskPhone(row.linkphone),
    isParticipated: Boolean(joined),
    related,
  };
}
