import type { MyNeed, NeedTag, Page } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { NewNeed } from '../../db/types.ts';
import { newestOwnRows } from '../../kit/mine/own-rows.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';

export async function needTags(db: Db, type?: number): Promise<NeedTag[]> {
  let q = db.selectFrom('needTags').select(['id', 'tagName', 'type']);
  if (type !== undefined) q = q.where('type', '=', type);
  const rows = await q.orderBy('type').orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ ...r, type: r.type === 2 ? 2 : 1 }));
}

/** id → type of the given tag ids that exist. */
export async function tagTypes(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('needTags')
    .select(['id', 'type'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.type]));
}

export async function insertNeed(db: Db, need: NewNeed): Promise<number> {
  const row = await db.insertInto('needs').values(need).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A member's needs as their own lists and details show them (status, tags, undertake count). */
export function ownNeeds(db: Db) {
  return db
    .selectFrom('needs as n')
    .innerJoin('needTags as t1', 't1.id', 'n.needType')
    .innerJoin('needTags as t2', 't2.id', 'n.giveType')
    .select([
      'n.id',
      'n.goodsName',
      'n.needType',
      't1.tagName as needTypeName',
      'n.giveType',
      't2.tagName as giveTypeName',
      'n.deadlineTime',
      'n.goodsDesc',
      'n.tagIds',
      'n.status',
      'n.undertakeCount',
      'n.createdAt',
    ]);
}

/** An ownNeeds row as shown: its tag ids parsed, its time formatted. */
export function shownNeed<R extends { tagIds: string; createdAt: number }>(r: R) {
  return { ...r, tagIds: JSON.parse(r.tagIds) as number[], createdAt: formatTime(r.createdAt)! };
}

/** The needs a member sent, newest first. */
export async function myNeeds(db: Db, userId: number, paging: Paging): Promise<Page<MyNeed>> {
  const { rows, total } = await newestOwnRows(
    db,
    ownNeeds(db),
    { table: 'needs', alias: 'n', userId },
    paging,
  );
  return toPage(rows.map(shownNeed), total, paging);
}
