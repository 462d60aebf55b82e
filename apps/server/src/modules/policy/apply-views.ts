import type { MyPolicyApply, Page } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import type { PolicyApplicationRow } from '../../db/types.ts';
import { pageByCreation } from '../../kit/list/creation-order.ts';
import { type Audience, type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatDate, formatTime } from '../../lib/time.ts';
import { attachedFiles } from '../upload/repository.ts';
import { applyStatus } from './repository.ts';

type Joined = PolicyApplicationRow & { policyName: string; startDate: string; endDate: string };

async function toMine(db: Db, rows: Joined[], today: string): Promise<MyPolicyApply[]> {
  const filesOf = await attachedFiles(
    db,
    rows.map((r) => r.fileIds),
  );
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
    files: filesOf(r.fileIds),
    status: r.status,
    reason: r.reason,
    createdAt: formatTime(r.createdAt)!,
    decidedAt: formatTime(r.decidedAt),
    withdrawnAt: formatTime(r.withdrawnAt),
  }));
}

/**
 * Applications as the member sees them (MyPolicyApply), for the workflow kit: by owner, id,
 * status or keyword; newest first. `now` gives the policy's 申报 state of the day.
 */
export async function applicationViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
  _audience: Audience,
  now: number,
): Promise<Page<MyPolicyApply>> {
  let q = db.selectFrom('policyApplications as a').innerJoin('policies as p', 'p.id', 'a.policyId');
  q = whereView(q, 'a', f, ['p.policyName', 'a.companyName']);
  const { rows, total } = await pageByCreation(q, 'a', paging, (base) =>
    base.selectAll('a').select(['p.policyName', 'p.startDate', 'p.endDate']),
  );
  return toPage(await toMine(db, rows, formatDate(now)), total, paging);
}
