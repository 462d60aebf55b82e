import {
  labelOf,
  PolicyMessages as M,
  type MyPolicyApply,
  type Page,
  POLICY_APPLICATION_STATUSES,
  type PolicyApplyValues,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { PolicyApplicationRow } from '../../db/policy-types.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatDate, formatTime } from '../../lib/time.ts';
import { decidePending, submitOnce, withdrawPending } from '../market/member-applications.ts';
import { notify } from '../message/notify.ts';
import { filesByIds, ownFileIds, toUploadedFile } from '../upload/repository.ts';
import { applyStatus } from './repository.ts';

/**
 * Members' applications for policies (/Policyadd, /MyPolicyDetail, /UserInfo/MyPolicy) and the
 * operator's decision. POLICY_APPLICATION_STATUSES: submitted at 0 待审核; an operator accepts
 * (1 已受理) or returns it with a reason (2 已退回); the member may withdraw it while 0
 * (3 已撤回). One open (0/1) application per member and policy: the partial unique index
 * settles two concurrent submits; after 2 or 3 the member may apply again.
 */

/** Submits an application; only while the policy is 申报中 on the clock's day. */
export async function applyForPolicy(
  db: Db,
  userId: number,
  input: PolicyApplyValues,
  now: number,
): Promise<number> {
  const policy = await db
    .selectFrom('policies')
    .select(['id', 'startDate', 'endDate'])
    .where('id', '=', input.policyId)
    .executeTakeFirst();
  if (!policy) throw notFound(M.policyNotFound);
  const status = applyStatus(policy.startDate, policy.endDate, formatDate(now));
  if (status === 0) throw invalid(M.notStarted);
  if (status === 2) throw invalid(M.ended);
  const fileIds = await ownFileIds(db, userId, input.fileIds, M.fileNotFound);
  return submitOnce(
    db,
    'policyApplications',
    { column: 'policyId', id: input.policyId, userId },
    {
      policyId: input.policyId,
      userId,
      companyName: input.companyName,
      linkman: input.linkman,
      linkphone: input.linkphone,
      summary: input.summary,
      fileIds: JSON.stringify(fileIds),
      status: 0,
      reason: null,
      createdAt: now,
      updatedAt: now,
      decidedAt: null,
      withdrawnAt: null,
    },
    M.applyTwice,
  );
}

/** The member withdraws their own application while it is 待审核. */
export async function withdrawApplication(db: Db, userId: number, id: number, now: number) {
  await withdrawPending(
    db,
    'policyApplications',
    { userId, id, now },
    {
      notFound: M.applyNotFound,
      refused: M.withdrawRefused,
    },
  );
}

export type PolicyDecision = 'accept' | 'return';

/**
 * An operator's decision on a pending application: accept (1 已受理) or return it with a
 * reason (2 已退回). The CLI calls this now and the operator console will later.
 */
export async function decideApplication(
  db: Db,
  decision: { id: number; action: PolicyDecision; reason?: string | null },
  now: number,
) {
  await decidePending(
    db,
    'policyApplications',
    { id: decision.id, accept: decision.action === 'accept', reason: decision.reason, now },
    {
      notFound: M.applyNotFound,
      reasonRequired: M.reasonRequired,
      refused: (status) => M.decideRefused(labelOf(POLICY_APPLICATION_STATUSES, status)),
      onDecided: async (trx, to, reason) => {
        const app = await trx
          .selectFrom('policyApplications as a')
          .innerJoin('policies as p', 'p.id', 'a.policyId')
          .select(['a.userId', 'p.policyName'])
          .where('a.id', '=', decision.id)
          .executeTakeFirstOrThrow();
        await notify(trx, app.userId, {
          kind: 5,
          title: to === 1 ? '政策申报已受理' : '政策申报已退回',
          body:
            to === 1
              ? `您对「${app.policyName}」的申报已受理。`
              : `您对「${app.policyName}」的申报已退回，原因：${reason}。`,
          target: { type: 'policyApply', id: decision.id },
          now,
        });
      },
    },
  );
}

export interface PendingApplication {
  id: number;
  policyId: number;
  policyName: string;
  username: string;
  companyName: string;
  linkman: string;
  linkphone: string;
  createdAt: string;
}

/** Applications waiting for a decision, oldest first. */
export async function pendingApplications(db: Db, limit = 100): Promise<PendingApplication[]> {
  const rows = await db
    .selectFrom('policyApplications as a')
    .innerJoin('policies as p', 'p.id', 'a.policyId')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .select([
      'a.id',
      'a.policyId',
      'p.policyName',
      'u.username',
      'a.companyName',
      'a.linkman',
      'a.linkphone',
      'a.createdAt',
    ])
    .where('a.status', '=', 0)
    .orderBy('a.createdAt')
    .orderBy('a.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, createdAt: formatTime(r.createdAt)! }));
}

type Joined = PolicyApplicationRow & { policyName: string; startDate: string; endDate: string };

function joined(db: Db) {
  return db
    .selectFrom('policyApplications as a')
    .innerJoin('policies as p', 'p.id', 'a.policyId')
    .selectAll('a')
    .select(['p.policyName', 'p.startDate', 'p.endDate']);
}

async function toMine(db: Db, rows: Joined[], today: string): Promise<MyPolicyApply[]> {
  const ids = rows.flatMap((r) => JSON.parse(r.fileIds) as number[]);
  const files = new Map((await filesByIds(db, [...new Set(ids)])).map((f) => [f.id, f]));
  return rows.map((r) => ({
    id: r.id,
    policyId: r.policyId,
    policyName: r.policyName,
    policyApplyStatus: applyStatus(r.startDate, r.endDate, today),
    policyEndDate: r.endDate,
    companyName: r.companyName,
    linkman: r.linkman,
    linkphone: r.linkphone,
    summary: r.summary,
    files: (JSON.parse(r.fileIds) as number[])
      .map((id) => files.get(id))
      .filter((f) => f !== undefined)
      .map(toUploadedFile),
    status: r.status,
    reason: r.reason,
    createdAt: formatTime(r.createdAt)!,
    decidedAt: formatTime(r.decidedAt),
    withdrawnAt: formatTime(r.withdrawnAt),
  }));
}

/** The member's own application; undefined for anyone else's (the route answers 404). */
export async function myApplication(
  db: Db,
  userId: number,
  id: number,
  today: string,
): Promise<MyPolicyApply | undefined> {
  const row = await joined(db)
    .where('a.id', '=', id)
    .where('a.userId', '=', userId)
    .executeTakeFirst();
  return row ? (await toMine(db, [row], today))[0] : undefined;
}

/** The member's applications, newest first. */
export async function myApplications(
  db: Db,
  userId: number,
  paging: Paging,
  today: string,
): Promise<Page<MyPolicyApply>> {
  const { offset, limit } = pageWindow(paging);
  const [rows, total] = await Promise.all([
    joined(db)
      .where('a.userId', '=', userId)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('policyApplications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(await toMine(db, rows, today), total.n, paging);
}
