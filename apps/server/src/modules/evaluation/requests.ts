import {
  EvaluationMessages as EM,
  EVALUATION_REQUEST_MOVES,
  EVALUATION_REQUEST_STATUSES,
  type EvaluationRequestStatus,
  type EvaluationRequestValues,
  type EvaluationType,
  labelOf,
  type MyEvaluationRequest,
  type Page,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { isUniqueViolation } from '../market/db-errors.ts';
import { notify } from '../message/notify.ts';

/** Statuses in which a request is open: one open request per member and outcome. */
const OPEN_STATUSES = [0, 1] as const;

/**
 * The key that makes a second open request for the same outcome by the same member collide
 * on the unique index, even when two arrive at once: the outcome's id when it is linked, its
 * name otherwise (spaces ignored).
 */
function openKeyOf(userId: number, input: { outcomeId?: number | undefined; outcomeName: string }) {
  const outcome = input.outcomeId
    ? `o${input.outcomeId}`
    : `n${input.outcomeName.replace(/\s+/g, '')}`;
  return `${userId}:${outcome}`;
}

/**
 * A member asks for an outcome to be evaluated. A linked outcome must be published (its name
 * is taken from it); a chosen agency must be active. Stored as 待受理.
 */
export async function requestEvaluation(
  db: Db,
  userId: number,
  input: EvaluationRequestValues,
  now: number,
): Promise<number> {
  let outcomeName = input.outcomeName;
  if (input.outcomeId) {
    const outcome = await db
      .selectFrom('outcomes')
      .select('goodsName')
      .where('id', '=', input.outcomeId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!outcome) throw invalid(EM.outcomeNotFound);
    outcomeName = outcome.goodsName;
  }
  if (input.agencyId) {
    const agency = await db
      .selectFrom('evaluationAgencies')
      .select('id')
      .where('id', '=', input.agencyId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!agency) throw invalid(EM.agencyNotFound);
  }
  try {
    const row = await db
      .insertInto('evaluationRequests')
      .values({
        userId,
        evaluationType: input.evaluationType,
        outcomeId: input.outcomeId ?? null,
        outcomeName,
        agencyId: input.agencyId ?? null,
        companyName: input.companyName,
        linkman: input.linkman,
        linkphone: input.linkphone,
        purpose: input.purpose,
        status: 0,
        reason: null,
        openKey: openKeyOf(userId, { outcomeId: input.outcomeId, outcomeName }),
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EM.requestTwice);
    throw err;
  }
}

function requestRows(db: Db) {
  return db
    .selectFrom('evaluationRequests as q')
    .leftJoin('evaluationAgencies as a', 'a.id', 'q.agencyId')
    .leftJoin('evaluationReports as r', (join) =>
      join.onRef('r.requestId', '=', 'q.id').on('r.status', '=', 1),
    )
    .select([
      'q.id',
      'q.userId',
      'q.evaluationType',
      'q.outcomeId',
      'q.outcomeName',
      'q.agencyId',
      'a.agencyName',
      'q.companyName',
      'q.linkman',
      'q.linkphone',
      'q.purpose',
      'q.status',
      'q.reason',
      'r.id as reportId',
      'q.createdAt',
      'q.updatedAt',
    ]);
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['execute']>>[number];

function toRequest({ userId: _owner, ...r }: RequestRow): MyEvaluationRequest {
  return {
    ...r,
    evaluationType: r.evaluationType as EvaluationType,
    status: r.status as EvaluationRequestStatus,
    agencyName: r.agencyName ?? null,
    reportId: r.reportId ?? null,
    createdAt: formatTime(r.createdAt)!,
    updatedAt: formatTime(r.updatedAt)!,
  };
}

/** The member's own requests, newest first. */
export async function myEvaluationRequests(
  db: Db,
  userId: number,
  paging: Paging,
): Promise<Page<MyEvaluationRequest>> {
  const { offset, limit } = pageWindow(paging);
  const [rows, total] = await Promise.all([
    requestRows(db)
      .where('q.userId', '=', userId)
      .orderBy('q.createdAt', 'desc')
      .orderBy('q.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('evaluationRequests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toRequest), total.n, paging);
}

/** The member withdraws their own request while it is 待受理; anyone else's is "not found". */
export async function withdrawEvaluationRequest(
  db: Db,
  userId: number,
  id: number,
  now: number,
): Promise<void> {
  const moved = await db
    .updateTable('evaluationRequests')
    .set({ status: 4, openKey: null, updatedAt: now })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) return;
  const exists = await db
    .selectFrom('evaluationRequests')
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  throw exists ? invalid(EM.withdrawNotAllowed) : notFound(EM.requestNotFound);
}

/** Requests waiting for an operator (待受理 and 评价中), oldest first. */
export async function openEvaluationRequests(db: Db): Promise<MyEvaluationRequest[]> {
  const rows = await requestRows(db)
    .where('q.status', 'in', [...OPEN_STATUSES])
    .orderBy('q.createdAt')
    .orderBy('q.id')
    .execute();
  return rows.map(toRequest);
}

/**
 * An operator moves a request along EVALUATION_REQUEST_MOVES: accept (1), done (2) or return
 * with a reason (3). The status is checked in the UPDATE itself, so two operators acting at
 * once cannot both move it. Answers the status it left.
 */
export async function moveEvaluationRequest(
  db: Db,
  id: number,
  to: number,
  reason: string | undefined,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('evaluationRequests')
    .select(['status', 'userId', 'outcomeName'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(EM.requestNotFound);
  if (!(EVALUATION_REQUEST_MOVES[row.status] ?? []).includes(to)) throw invalid(EM.moveNotAllowed);
  if (to === 3 && !reason?.trim()) throw invalid(EM.reasonRequired);
  const closes = !(OPEN_STATUSES as readonly number[]).includes(to);
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('evaluationRequests')
      .set({
        status: to,
        reason: to === 3 ? reason!.trim() : null,
        updatedAt: now,
        ...(closes ? { openKey: null } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw invalid(EM.moveNotAllowed);
    const label = labelOf(EVALUATION_REQUEST_STATUSES, to);
    await notify(trx, row.userId, {
      kind: 6,
      title: `技术评价申请${label}`,
      body: `您对「${row.outcomeName}」的技术评价申请状态已变更为：${label}${to === 3 ? `，原因：${reason!.trim()}` : ''}。`,
      target: { type: 'evaluationRequest', id },
      now,
    });
  });
  return row.status;
}
