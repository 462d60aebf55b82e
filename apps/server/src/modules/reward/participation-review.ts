import { labelOf, PARTICIPATION_STATUSES } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { notify } from '../message/notify.ts';

/**
 * Operator moves of a bounty entry: 0 待评审 → 1 已评审 (with a score) | 3 未入选;
 * 1 已评审 → 2 揭榜成功 | 3 未入选.
 */
export const PARTICIPATION_MOVES: Readonly<Record<number, readonly number[]>> = {
  0: [1, 3],
  1: [2, 3],
};

export interface ParticipationMove {
  to: number;
  /** 0–100, required when scoring (→ 1 已评审). */
  score?: number | undefined;
  /** Required when not selected (→ 3 未入选). */
  reason?: string | undefined;
}

/**
 * An operator reviews a bounty entry along PARTICIPATION_MOVES. The status is checked in the
 * UPDATE, so two operators acting at once cannot both move it; the member gets a message.
 * Answers the status it left.
 */
export async function moveParticipation(
  db: Db,
  id: number,
  move: ParticipationMove,
  now: number,
): Promise<number> {
  const { to } = move;
  const row = await db
    .selectFrom('participations as p')
    .innerJoin('rewards as r', 'r.id', 'p.rewardId')
    .select(['p.status', 'p.userId', 'r.rewardName'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('揭榜记录不存在');
  if (!(PARTICIPATION_MOVES[row.status] ?? []).includes(to))
    throw invalid('当前状态不能进行该操作');
  const why = move.reason?.trim();
  if (to === 3 && !why) throw invalid('请填写驳回原因');
  const score = move.score;
  if (to === 1 && (score === undefined || !Number.isInteger(score) || score < 0 || score > 100)) {
    throw invalid('请填写0-100的评分');
  }
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('participations')
      .set({
        status: to,
        updatedAt: now,
        reason: to === 3 ? (why ?? null) : null,
        ...(to === 1 ? { score: score! } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw invalid('当前状态不能进行该操作');
    const label = labelOf(PARTICIPATION_STATUSES, to);
    await notify(trx, row.userId, {
      kind: 2,
      title: `悬赏揭榜${label}`,
      body: `您参与的悬赏「${row.rewardName}」揭榜状态已变更为：${label}${to === 1 ? `，评分${score}` : ''}${to === 3 ? `，原因：${why}` : ''}。`,
      now,
    });
  });
  return row.status;
}
