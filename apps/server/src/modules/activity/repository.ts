import {
  type ActionCategory,
  type ActionDetail,
  type ActionItem,
  labelOf,
  type MySignUp,
  type Page,
  SIGN_UP_STATUSES,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { newestOwnRows } from '../../kit/mine/own-rows.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { DAY, formatTime } from '../../lib/time.ts';
import { collectedIds } from '../collect/repository.ts';
import { regionName } from '../region/regions.ts';
import { actionStatus, statusCondition } from './status.ts';

export async function actionCategories(db: Db): Promise<ActionCategory[]> {
  return db
    .selectFrom('actionCategories')
    .select(['id', 'catName'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

const ITEM_COLUMNS = [
  'a.id',
  'a.catId',
  'c.catName',
  'a.actionName',
  'a.actionImg',
  'a.provinceCode',
  'a.cityCode',
  'a.signStartAt',
  'a.signEndAt',
  'a.startAt',
  'a.endAt',
  'a.signCount',
  'a.maxSignups',
  'a.organizer',
] as const;

function activities(db: Db) {
  return db
    .selectFrom('activities as a')
    .innerJoin('actionCategories as c', 'c.id', 'a.catId')
    .where('a.status', '=', 1)
    .select(ITEM_COLUMNS);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof activities>['execute']>>[number];

/** Of `ids`, the activities the member has signed up for. */
async function signedIds(db: Db, userId: number | null, ids: number[]): Promise<Set<number>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('activitySignups')
    .select('actionId')
    .where('userId', '=', userId)
    .where('actionId', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.actionId));
}

async function toItems(db: Db, rows: ItemRow[], userId: number | null, now: number) {
  const signed = await signedIds(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toItem(r, now, signed.has(r.id)));
}

function toItem(r: ItemRow, now: number, isSigned: boolean): ActionItem {
  return {
    id: r.id,
    catId: r.catId,
    catName: r.catName,
    actionName: r.actionName,
    actionImg: r.actionImg,
    actionProvince: regionName(r.provinceCode),
    actionCity: regionName(r.cityCode),
    provinceCode: r.provinceCode,
    cityCode: r.cityCode,
    actionDateStart: formatTime(r.startAt)!,
    actionDateEnd: formatTime(r.endAt)!,
    organizer: r.organizer,
    actionStatus: actionStatus(r, now),
    signCount: r.signCount,
    maxSignups: r.maxSignups,
    isSigned,
  };
}

/** A category's activities for the home slides, latest start first; isSigned for a member. */
export async function homeActivities(
  db: Db,
  catId: number,
  size: number,
  userId: number | null,
  now: number,
) {
  const rows = await activities(db)
    .where('a.catId', '=', catId)
    .orderBy('a.startAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(size)
    .execute();
  return toItems(db, rows, userId, now);
}

export async function recommendedActivities(
  db: Db,
  size: number,
  userId: number | null,
  now: number,
) {
  const rows = await activities(db)
    .where('a.recommended', '=', 1)
    .orderBy('a.startAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(size)
    .execute();
  return toItems(db, rows, userId, now);
}

export interface ActionFilters extends Paging {
  catId?: number | undefined;
  status?: 0 | 1 | 2 | 3 | undefined;
  keyword?: string | undefined;
  provinceCode?: string | undefined;
  cityCode?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** Epoch ms of 00:00 of a yyyy-MM-dd day in Asia/Shanghai. */
const dayStart = (date: string) => Date.parse(`${date}T00:00:00+08:00`);

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function activityPage(
  db: Db,
  filters: ActionFilters,
  userId: number | null,
  now: number,
): Promise<Page<ActionItem>> {
  let base = db.selectFrom('activities as a').where('a.status', '=', 1);
  if (filters.catId !== undefined) base = base.where('a.catId', '=', filters.catId);
  if (filters.provinceCode) base = base.where('a.provinceCode', '=', filters.provinceCode);
  if (filters.cityCode) base = base.where('a.cityCode', '=', filters.cityCode);
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    base = base.where(sql<boolean>`a.action_name like ${pattern} escape '\\'`);
  }
  // The date range keeps the activities that run on at least one of its days.
  if (filters.dateFrom) base = base.where('a.endAt', '>=', dayStart(filters.dateFrom));
  if (filters.dateTo) base = base.where('a.startAt', '<', dayStart(filters.dateTo) + DAY);
  const status = filters.status;
  if (status !== undefined) base = base.where((eb) => statusCondition(eb, status, now));
  const { offset, limit } = pageWindow(filters);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('actionCategories as c', 'c.id', 'a.catId')
      .select(ITEM_COLUMNS)
      .orderBy('a.startAt', 'desc')
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(await toItems(db, rows, userId, now), total.n, filters);
}

/** Detail (its view is counted by the route); isSigned for the member asking. */
export async function activityDetail(
  db: Db,
  id: number,
  userId: number | null,
  now: number,
): Promise<ActionDetail | undefined> {
  const row = await activities(db)
    .select(['a.address', 'a.summary', 'a.content', 'a.viewCount'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [signed, collected] = await Promise.all([
    signedIds(db, userId, [id]),
    collectedIds(db, userId, 'action', [id]),
  ]);
  return {
    ...toItem(row, now, signed.has(id)),
    address: row.address,
    signStart: formatTime(row.signStartAt)!,
    signEnd: formatTime(row.signEndAt)!,
    summary: row.summary,
    content: row.content,
    viewCount: row.viewCount,
    isCollect: collected.has(id),
  };
}

export async function mySignUps(
  db: Db,
  userId: number,
  paging: Paging,
  now: number,
): Promise<Page<MySignUp>> {
  const { rows, total } = await newestOwnRows(
    db,
    db
      .selectFrom('activitySignups as s')
      .innerJoin('activities as a', 'a.id', 's.actionId')
      .select([
        's.id',
        's.actionId',
        'a.catId',
        'a.actionName',
        'a.actionImg',
        'a.address',
        'a.startAt',
        'a.signStartAt',
        'a.signEndAt',
        'a.endAt',
        'a.status',
        's.companyName',
        's.linkman',
        's.linkphone',
        's.createdAt',
      ]),
    { table: 'activitySignups', alias: 's', userId },
    paging,
  );
  const records = rows.map((r) => ({
    id: r.id,
    actionId: r.actionId,
    catId: r.catId,
    actionName: r.actionName,
    actionImg: r.actionImg,
    address: r.address,
    actionDateStart: formatTime(r.startAt)!,
    actionDateEnd: formatTime(r.endAt)!,
    actionStatus: actionStatus(r, now),
    status: r.status === 1 ? 1 : 2,
    statusName: labelOf(SIGN_UP_STATUSES, r.status === 1 ? 1 : 2),
    companyName: r.companyName,
    linkman: r.linkman,
    linkphone: r.linkphone,
    createdAt: formatTime(r.createdAt)!,
  }));
  return toPage(records, total, paging);
}
