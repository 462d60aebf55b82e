import { labelOf, UNDERTAKE_STATUSES } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { notify } from '../message/notify.ts';

/** Operator moves of an undertaking: 0 待对接 → 1 对接中 | 3 未采纳; 1 对接中 → 2 已达成 | 3 未采纳. */
export const UNDERTAKE_MOVES: Readonly<Record<number, readonly number[]>> = {
  0: [1, 3],
  1: [2, 3],
};

/**
 * An operator moves an undertaking along UNDERTAKE_MOVES; 3 未采纳 needs a reason, which the
 * member reads in the message. The status is checked in the UPDATE, so of two operators acting
 * at once only one moves it. Answers the status it left.
 */
export async function moveUndertaking(
  db: Db,
  id: number,
  to: number,
  reason: string | undefined,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('undertakings as u')
    .innerJoin('needs as n', 'n.id', 'u.needId')
    .select(['u.status', 'u.userId', 'u.needId', 'n.goodsName'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('承接记录不存在');
  if (!(UNDERTAKE_MOVES[row.status] ?? []).includes(to)) throw invalid('当前状态不能进行该操作');
  const why = reason?.trim();
  if (to === 3 && !why) throw invalid('请填写驳回原因');
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('undertakings')
      .set({ status: to, updatedAt: now, reason: to === 3 ? (why ?? null) : null })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw invalid('当前状态不能进行该操作');
    const label = labelOf(UNDERTAKE_STATUSES, to);
    await notify(trx, row.userId, {
      kind: 2,
      title: `需求承接${label}`,
      body: `您对需求「${row.goodsName}」的承接状态已变更为：${label}${to === 3 ? `，原因：${why}` : ''}。`,
      target: { type: 'need', id: row.needId },
      now,
    });
  });
  return row.status;
}
