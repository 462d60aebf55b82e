import { PolicyMessages as M, type PolicyApplyValues } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { formatDate, formatTime } from '../../lib/time.ts';
import { submitOnce } from '../market/member-applications.ts';
import { ownFileIds } from '../upload/repository.ts';
import { applyStatus } from './repository.ts';

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
