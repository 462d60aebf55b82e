import {
  MarketMessages as M,
  type MyParticipation,
  type Page,
  type ParticipateValues,
  type RewardRankItem,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { maskName } from '../../kit/list/filters.ts';
import { newestOwnRows } from '../../kit/mine/own-rows.ts';
import { unlessTaken } from '../../lib/db-errors.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatDate, formatTime } from '../../lib/time.ts';

/**
 * A member joins a published bounty (/ParticipateBounty): not their own, only before the
 * deadline and while it is not unveiled, once per member (unique index as the last word).
 */
export async function participate(
  db: Db,
  userId: number,
  input: ParticipateValues,
  now: number,
): Promise<number> {
  return unlessTaken(M.participateTwice, async () => {
    return await db.transaction().execute(async (trx) => {
      const reward = await trx
        .selectFrom('rewards')
        .select(['id', 'userId', 'deadline', 'unveilStatus'])
        .where('id', '=', input.rewardId)
        .where('status', '=', 1)
        .executeTakeFirst();
      if (!reward) throw notFound(M.rewardNotFound);
      if (reward.userId === userId) throw forbidden(M.participateOwn);
      if (reward.unveilStatus !== 0) throw invalid(M.participateUnveiled);
      if (reward.deadline < formatDate(now)) throw invalid(M.participateClosed);
      const existing = await trx
        .selectFrom('participations')
        .select('id')
        .where('rewardId', '=', input.rewardId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (existing) throw conflict(M.participateTwice);
      const row = await trx
        .insertInto('participations')
        .values({
          rewardId: input.rewardId,
          userId,
          companyName: input.companyName,
          linkman: input.linkman,
          linkphone: input.linkphone,
          plan: input.plan,
          score: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('rewards')
        .set((eb) => ({ participantCount: eb('participantCount', '+', 1) }))
        .where('id', '=', input.rewardId)
        .execute();
      return row.id;
    });
  });
}

/** Ranking order: scored first, highest score first, then the earliest submission. */
const RANK_ORDER = sql`case when p.score is null then 1 else 0 end, p.score desc, p.created_at, p.id`;

/** The bounty ranking; undefined when the bounty is not published. */
export async function rewardRanking(
  db: Db,
  rewardId: number,
  userId: number | null,
  paging: Paging,
): Promise<Page<RewardRankItem> | undefined> {
  const reward = await db
    .selectFrom('rewards')
    .select('id')
    .where('id', '=', rewardId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!reward) return undefined;
  const { offset, limit } = pageWindow(paging);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('participations as p')
      .select([
        'p.id',
        'p.userId',
        'p.companyName',
        'p.linkman',
        'p.score',
        'p.status',
        'p.createdAt',
      ])
      .where('p.rewardId', '=', rewardId)
      .orderBy(RANK_ORDER)
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('participations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rewardId', '=', rewardId)
      .executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r, i) => ({
    rank: offset + i + 1,
    id: r.id,
    companyName: r.companyName,
    linkman: maskName(r.linkman),
    score: r.score === null ? null : Number(r.score),
    status: r.status,
    submittedAt: formatTime(r.createdAt)!,
    isMine: userId !== null && r.userId === userId,
  }));
  return toPage(records, total.n, paging);
}

/** Position of a participation in its bounty's ranking (1-based). */
async function rankOf(db: Db, p: { rewardId: number; id: number }): Promise<number> {
  const ids = await db
    .selectFrom('participations as p')
    .select('p.id')
    .where('p.rewardId', '=', p.rewardId)
    .orderBy(RANK_ORDER)
    .execute();
  return ids.findIndex((r) => r.id === p.id) + 1;
}

/** The member's participations, newest first (/UserInfo/MyBounty). */
export async function myParticipations(
  db: Db,
  userId: number,
  paging: Paging,
): Promise<Page<MyParticipation>> {
  const { rows, total } = await newestOwnRows(
    db,
    db
      .selectFrom('participations as p')
      .innerJoin('rewards as r', 'r.id', 'p.rewardId')
      .select([
        'p.id',
        'p.rewardId',
        'r.rewardName',
        'r.amount',
        'r.deadline',
        'r.unveilStatus',
        'p.companyName',
        'p.plan',
        'p.score',
        'p.status',
        'p.createdAt',
      ]),
    { table: 'participations', alias: 'p', userId },
    paging,
  );
  const records = await Promise.all(
    rows.map(async (r) => ({
      ...r,
      amount: Number(r.amount),
      score: r.score === null ? null : Number(r.score),
      rank: await rankOf(db, r),
      createdAt: formatTime(r.createdAt)!,
    })),
  );
  return toPage(records, total, paging);
}
