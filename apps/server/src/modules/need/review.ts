import { labelOf, MarketMessages as M, PUBLISH_STATUSES } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { notify } from '../message/notify.ts';
import { awardPoints } from '../points/ledger.ts';
import { reindexRecord } from '../search/documents.ts';

/**
 * Review moves of a need (PUBLISH_STATUSES): 0 待审核 → 1 已发布 | 2 审核未通过;
 * 1 → 3 已下架; 2 and 3 → 1 (published after all / again).
 */
export const NEED_REVIEW_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2],
  1: [3],
  2: [1],
  3: [1],
};

/**
 * An operator's review decision; the search document follows in the same transaction. A
 * refusal's reason is kept on the need and told to its member.
 */
export async function reviewNeed(db: Db, id: number, to: number, now: number, reason?: string) {
  const row = await db
    .selectFrom('needs')
    .select(['status', 'userId', 'goodsName'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.needNotFound);
  if (!(NEED_REVIEW_TRANSITIONS[row.status] ?? []).includes(to)) {
    throw invalid(
      M.statusMoveRefused(labelOf(PUBLISH_STATUSES, row.status), labelOf(PUBLISH_STATUSES, to)),
    );
  }
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('needs')
      .set({ status: to, reviewReason: to === 2 ? (reason ?? null) : null, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    await reindexRecord(trx, 'need', id, now);
    if (row.userId !== null && Number(done.numUpdatedRows) === 1) {
      await notify(trx, row.userId, {
        kind: 2,
        title: `需求${labelOf(PUBLISH_STATUSES, to)}`,
        body: `您的需求「${row.goodsName}」状态已变更为：${labelOf(PUBLISH_STATUSES, to)}。${
          to === 2 && reason ? `原因：${reason}。` : ''
        }`,
        target: { type: 'need', id },
        now,
      });
      if (to === 1) {
        const note = `需求「${row.goodsName}」审核通过`;
        await awardPoints(trx, row.userId, { rule: 'needPublished', ref: id, note }, now);
        await awardPoints(trx, row.userId, { rule: 'firstNeed', note }, now);
      }
    }
  });
}
