import type {
  EvaluationRequestStatus,
  EvaluationType,
  MyEvaluationRequest,
  Page,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { newestOwnRows } from '../../kit/mine/own-rows.ts';
import { moveRowTo, withdrawRow } from '../../kit/workflow/index.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { evaluationRequestWorkflow } from './evaluation-workflow.ts';

/** Statuses in which a request is open: one open request per member and outcome. */
const OPEN_STATUSES = [0, 1] as const;

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
  const { rows, total } = await newestOwnRows(
    db,
    requestRows(db),
    { table: 'evaluationRequests', alias: 'q', userId },
    paging,
  );
  return toPage(rows.map(toRequest), total, paging);
}

/** The member withdraws their own request while it is 待受理 (the workflow's withdraw). */
export async function withdrawEvaluationRequest(db: Db, userId: number, id: number, now: number) {
  await withdrawRow(db, evaluationRequestWorkflow, { id, ownerId: userId, now });
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
 * An operator moves a request: accept (1), done (2) or return with a reason (3); the workflow's
 * move (evaluation-workflow.ts), as the console and the CLI make it. Answers the status it left.
 */
export function moveEvaluationRequest(
  db: Db,
  id: number,
  to: number,
  reason: string | undefined,
  now: number,
): Promise<number> {
  return moveRowTo(db, evaluationRequestWorkflow, to, { id, reason, now });
}
