import {
  MarketMessages as M,
  type MyNeedDetail,
  type MyUndertakeDetail,
  NEED_MEMBER_CLOSABLE,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { withdrawRow } from '../../kit/workflow/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { formatTime } from '../../lib/time.ts';
import { reindexRecord } from '../search/documents.ts';
import { ownNeeds, shownNeed } from './repository.ts';
import { undertakingWorkflow } from './undertaking-workflow.ts';

/*
 * The member centre's own-row reads and moves on needs and undertakings (/UserInfo/MyNeed,
 * /UserInfo/MyUndertake). Every query is bound to the asking member: another member's id reads
 * as missing (404). Moves are conditional updates on the expected status, so two concurrent
 * tries settle to one success and one refusal.
 */

/** The member's own need with the undertakings it received, or null. */
export async function myNeedDetail(
  db: Db,
  userId: number,
  id: number,
): Promise<MyNeedDetail | null> {
  const need = await ownNeeds(db)
    .where('n.id', '=', id)
    .where('n.userId', '=', userId)
    .executeTakeFirst();
  if (!need) return null;
  const undertakings = await db
    .selectFrom('undertakings')
    .select(['id', 'companyName', 'linkman', 'linkphone', 'content', 'status', 'createdAt'])
    .where('needId', '=', id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    ...shownNeed(need),
    undertakings: undertakings.map((u) => ({ ...u, createdAt: formatTime(u.createdAt)! })),
  };
}

/**
 * The member takes their need down (→ 3 已下架) while 0 待审核 or 1 已发布; its search document
 * follows in the same transaction. Another member's need → 404; any other status → 400.
 */
export async function closeMyNeed(db: Db, userId: number, id: number, now: number) {
  const closed = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('needs')
      .set({ status: 3, updatedAt: now })
      .where('id', '=', id)
      .where('userId', '=', userId)
      .where('status', 'in', [...NEED_MEMBER_CLOSABLE])
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await reindexRecord(trx, 'need', id, now);
    return true;
  });
  if (closed) return;
  const row = await db
    .selectFrom('needs')
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(M.needNotFound);
  throw invalid(M.needCloseRefused);
}

/** One of the member's undertakings with its need, or null. */
export async function myUndertakeDetail(
  db: Db,
  userId: number,
  id: number,
): Promise<MyUndertakeDetail | null> {
  const row = await db
    .selectFrom('undertakings as u')
    .innerJoin('needs as n', 'n.id', 'u.needId')
    .select([
      'u.id',
      'u.needId',
      'n.goodsName',
      'n.deadlineTime',
      'n.status as needStatus',
      'n.companyName as needCompanyName',
      'n.goodsDesc as needDesc',
      'u.companyName',
      'u.linkman',
      'u.linkphone',
      'u.content',
      'u.status',
      'u.createdAt',
      'u.updatedAt',
    ])
    .where('u.id', '=', id)
    .where('u.userId', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, createdAt: formatTime(row.createdAt)!, updatedAt: formatTime(row.updatedAt)! };
}

/** The member withdraws an undertaking while 0 待对接 (→ 4 已撤回; the workflow's withdraw). */
export async function withdrawUndertake(db: Db, userId: number, id: number, now: number) {
  await withdrawRow(db, undertakingWorkflow, { id, ownerId: userId, now });
}
