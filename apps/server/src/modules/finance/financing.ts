import {
  type FinancingItem,
  type FinancingUndertakeValues,
  FinanceMessages as M,
  maskPhone,
  type Page,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { likePattern } from '../../kit/list/filters.ts';
import { insertedIdUnlessTaken } from '../../lib/db-errors.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { notify } from '../message/notify.ts';

/**
 * Financing needs (融资需求, submitted from the home dialog) that an operator published, and
 * institutions' undertakings of them (/DemandUndertaking): one per member and need, settled
 * by a unique index so concurrent submits give one row and 409s.
 */

/** Published needs, newest first, with their undertaking count and the member's marks. */
export async function financingPage(
  db: Db,
  query: Paging & { keyword?: string | undefined },
  userId: number | null,
): Promise<Page<FinancingItem>> {
  let base = db.selectFrom('financingDemands as d').where('d.publishStatus', '=', 1);
  if (query.keyword) {
    const p = likePattern(query.keyword);
    base = base.where(
      sql<boolean>`(d.company_name like ${p} escape '\\' or d.project_desc like ${p} escape '\\')`,
    );
  }
  const { offset, limit } = pageWindow(query);
  const [rows, total] = await Promise.all([
    base
      .select([
        'd.id',
        'd.userId',
        'd.companyName',
        'd.applyMoney',
        'd.projectDesc',
        'd.stockPercent',
        'd.linkPhone',
        'd.publishedAt',
        (eb) =>
          eb
            .selectFrom('financingUndertakings as u')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('u.financingId', '=', 'd.id')
            .as('undertakeCount'),
      ])
      .orderBy('d.publishedAt', 'desc')
      .orderBy('d.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const taken = new Set<number>();
  if (userId && rows.length) {
    const mine = await db
      .selectFrom('financingUndertakings')
      .select('financingId')
      .where('userId', '=', userId)
      .where(
        'financingId',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    for (const m of mine) taken.add(m.financingId);
  }
  const records = rows.map((r) => ({
    id: r.id,
    companyName: r.companyName,
    applyMoney: Number(r.applyMoney),
    projectDesc: r.projectDesc ?? '',
    stockPercent: r.stockPercent === null ? null : Number(r.stockPercent),
    linkPhone: maskPhone(r.linkPhone),
    publishedAt: formatTime(r.publishedAt) ?? '',
    undertakeCount: Number(r.undertakeCount ?? 0),
    isUndertaken: taken.has(r.id),
    isMine: userId !== null && r.userId === userId,
  }));
  return toPage(records, total.n, query);
}

/** A member (an institution) takes a published need; a second time is 409. */
export async function undertakeFinancing(
  db: Db,
  userId: number,
  input: FinancingUndertakeValues,
  now: number,
): Promise<number> {
  const need = await db
    .selectFrom('financingDemands')
    .select(['id', 'userId'])
    .where('id', '=', input.financingId)
    .where('publishStatus', '=', 1)
    .executeTakeFirst();
  if (!need) throw notFound(M.financingNotFound);
  if (need.userId === userId) throw invalid(M.undertakeOwn);
  return insertedIdUnlessTaken(
    M.undertakeTwice,
    db
      .insertInto('financingUndertakings')
      .values({
        financingId: input.financingId,
        userId,
        orgName: input.orgName,
        linkName: input.linkName,
        linkPhone: input.linkPhone,
        remark: input.remark ?? null,
        createdAt: now,
      })
      .returning('id'),
  );
}

/** An operator publishes a financing need on /DemandUndertaking. */
export async function publishFinancing(db: Db, id: number, now: number) {
  const done = await db
    .updateTable('financingDemands')
    .set({ publishStatus: 1, publishedAt: now })
    .where('id', '=', id)
    .where('publishStatus', '=', 0)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return;
  await refuseDecided(db, id);
}

/** Why an undecided need could not be moved: not found, already published, or refused. */
async function refuseDecided(db: Db, id: number): Promise<never> {
  const row = await db
    .selectFrom('financingDemands')
    .select('publishStatus')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.financingNotFound);
  throw invalid(row.publishStatus === 1 ? M.publishRefused : M.financingDecided);
}

/**
 * An operator refuses a financing need instead of publishing it (publishStatus 2 未通过); the
 * member is told the reason (我的消息, 金融服务) in the same transaction.
 */
export async function refuseFinancing(db: Db, id: number, reason: string, now: number) {
  const text = reason.trim();
  if (!text) throw invalid(M.refuseReasonRequired);
  const refused = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('financingDemands')
      .set({ publishStatus: 2, reviewReason: text })
      .where('id', '=', id)
      .where('publishStatus', '=', 0)
      .returning(['userId', 'companyName'])
      .executeTakeFirst();
    if (!done) return false;
    await notify(trx, done.userId, {
      kind: 9,
      title: '融资需求未通过',
      body: `您提交的融资需求（${done.companyName}）未通过审核，原因：${text}。`,
      now,
    });
    return true;
  });
  if (!refused) await refuseDecided(db, id);
}

/** Needs not yet published, oldest first (for the CLI). */
export async function unpublishedFinancing(db: Db, limit = 100) {
  const rows = await db
    .selectFrom('financingDemands')
    .select(['id', 'companyName', 'applyMoney', 'projectDesc', 'createdAt'])
    .where('publishStatus', '=', 0)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    applyMoney: Number(r.applyMoney),
    createdAt: formatTime(r.createdAt)!,
  }));
}
